// The back office's products through its routes: who may (Administración, Soporte técnico) and who
// may not (Atención al cliente and Redacción 403, no session or a customer's session 401); a version
// created with notes (sanitised), a 3 MB installer uploaded resumably (cut, status, resumed, SHA-256
// equal) and added to it; publishing mails the billing contacts of the hotels with the module once,
// one mail per address, never again (a second click, a withdrawal and a new publication); the
// customer then sees "actualización disponible" and downloads the file; the modules CSV all or
// nothing with its preview; every write audited.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { GET as customerModules } from '@/app/api/cuenta/productos/route';
import { GET as customerFile } from '@/app/api/cuenta/productos/ficheros/[id]/route';
import { DEMO_PASSWORD, demoHotels, seedAccounts } from '@/lib/account/demo-seed';
import { runCleanup } from '@/lib/cleanup/cleanup';
import { db } from '@/lib/db';
import { fileSize } from '@/lib/format/file-size';
import { madridMoment } from '@/lib/format/intl';
import { setMailPreferences } from '@/lib/mail/preferences';
import { seedProducts } from '@/lib/products/demo-seed';
import { sentNoticeLine } from '@/lib/products/staff/release-notice';
import { versionForStaff } from '@/lib/products/staff/version-page';
import { seedStaff } from '@/lib/staff/demo-seed';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as removeFile } from './productos/ficheros/[id]/quitar/route';
import { POST as setModule } from './productos/hoteles/[id]/route';
import { POST as importModules } from './productos/importar/route';
import { POST as startUpload } from './productos/subidas/route';
import { GET as uploadStatus } from './productos/subidas/[id]/route';
import { POST as sendPiece } from './productos/subidas/[id]/datos/route';
import { POST as addFile } from './productos/versiones/[id]/ficheros/route';
import { POST as publish } from './productos/versiones/[id]/publicar/route';
import { POST as withdraw } from './productos/versiones/[id]/retirar/route';
import { POST as saveVersion } from './productos/versiones/[id]/route';
import { POST as createVersion } from './productos/[id]/versiones/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock('next/cache', () => ({
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
  unstable_cache: (fn: unknown) => fn,
}));

const ORIGIN = 'http://localhost:3000';
const MB = 1024 * 1024;
const browsers = {} as Record<'admin' | 'technician' | 'support' | 'editor', TestClient>;
let othello = 0;
let mediterraneo = 0;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function customer(email: string): Promise<TestClient> {
  const c = new TestClient('192.0.2.77');
  const res = await (await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json();
  expect(res.loginok).toBe(true);
  return c;
}

/** Raw bytes posted as the uploader does, cut off after `cutAt` bytes when given. */
function piece(c: TestClient, id: number, from: number, bytes: Uint8Array, cutAt?: number): Request {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (cutAt !== undefined && at >= cutAt) return controller.error(new Error('connection reset'));
      if (at >= bytes.byteLength) return controller.close();
      const end = Math.min(bytes.byteLength, at + 128 * 1024, cutAt ?? Infinity);
      controller.enqueue(bytes.slice(at, end));
      at = end;
    },
  });
  return new Request(`${ORIGIN}/api/gestion/productos/subidas/${id}/datos?desde=${from}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: ORIGIN,
      cookie: c.cookieHeader(),
      'content-type': 'application/octet-stream',
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

function installer(size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + (i >> 9)) & 0xff;
  out.set([0x50, 0x4b, 0x03, 0x04]);
  return out;
}

const versionFields = (numero: string, extra: Record<string, string> = {}) => ({
  numero,
  fecha: '2026-11-20',
  notas: '<p>Nueva <strong>agenda</strong> de recepción.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  ...extra,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedAccounts();
  await seedStaff();
  await seedProducts();
  othello = (await db().product.findUniqueOrThrow({ where: { slug: 'othello' } })).id;
  mediterraneo = (await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.mediterraneo.taxId } })).id;
  browsers.admin = await staffBrowser('admin@millehotel.es');
  browsers.technician = await staffBrowser('soporte@millehotel.es');
  browsers.support = await staffBrowser('atencion@millehotel.es');
  browsers.editor = await staffBrowser('redaccion@millehotel.es');
});

describe('who may', () => {
  it('lets Administración and Soporte técnico in; Atención al cliente and Redacción 403; no session and a customer 401', async () => {
    for (const role of ['support', 'editor'] as const)
      expect(
        (
          await callStaff(browsers[role], createVersion, `productos/${othello}/versiones`, {
            form: versionFields('9.9'),
          })
        ).status,
      ).toBe(403);
    expect(
      (
        await callStaff(new TestClient('192.0.2.9'), createVersion, `productos/${othello}/versiones`, {
          form: versionFields('9.9'),
        })
      ).status,
    ).toBe(401);
    const contact = await customer('facturas@hotelmediterraneo.es');
    expect((await callStaff(contact, importModules, 'productos/importar', { rawBody: 'x' })).status).toBe(401);
    const made = await callStaff(browsers.technician, createVersion, `productos/${othello}/versiones`, {
      form: versionFields('2026.9-rc'),
    });
    expect(made.status).toBe(200);
    expect(await db().productVersion.count({ where: { number: '9.9' } })).toBe(0);
  });
});

describe('a release from draft to the customer', () => {
  it('creates, uploads resumably, publishes with one mail per contact, and the customer sees and downloads it', async () => {
    const created = await (
      await callStaff(browsers.admin, createVersion, `productos/${othello}/versiones`, {
        form: versionFields('2026.4'),
      })
    ).json();
    expect(created).toMatchObject({ ok: true, id: expect.any(Number) });
    const version = await db().productVersion.findUniqueOrThrow({ where: { id: created.id } });
    expect(version.state).toBe('borrador');
    expect(version.notes).toBe('<p>Nueva <strong>agenda</strong> de recepción.</p>');

    // A version number taken, a bad date: refused in Spanish, nothing written.
    const twice = await callStaff(browsers.admin, createVersion, `productos/${othello}/versiones`, {
      form: versionFields('2026.4'),
    });
    expect(twice.status).toBe(409);
    const badDate = await (
      await callStaff(browsers.admin, createVersion, `productos/${othello}/versiones`, {
        form: versionFields('2026.5', { fecha: '20/11/2026' }),
      })
    ).json();
    expect(badDate).toMatchObject({ ok: false, message: 'Escribe la fecha como AAAA-MM-DD.' });
    // Something that is no version number (forty letters once made a draft), new or saved.
    for (const numero of ['x'.repeat(40), 'beta', '5']) {
      const res = await callStaff(browsers.admin, createVersion, `productos/${othello}/versiones`, {
        form: versionFields(numero),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        ok: false,
        message:
          'El número de versión se escribe con números separados por puntos, como 2026.4, 5.1 o 5.1.2, y, si hace falta, un sufijo tras un guion (2026.9-rc1).',
      });
    }
    expect(
      (
        await callStaff(browsers.admin, saveVersion, `productos/versiones/${created.id}`, {
          form: versionFields('x'.repeat(40)),
        })
      ).status,
    ).toBe(400);
    expect(
      await db().productVersion.count({ where: { productId: othello, number: { in: ['x'.repeat(40), 'beta', '5'] } } }),
    ).toBe(0);
    expect((await db().productVersion.findUniqueOrThrow({ where: { id: created.id } })).number).toBe('2026.4');
    // A number saved before numbers were checked: kept through a save of the other fields, checked once changed.
    const legacy = await db().productVersion.create({
      data: { productId: othello, number: '4.0_rc1', releasedOn: new Date('2020-01-15T00:00:00Z'), notes: '' },
    });
    const keptLegacy = await callStaff(browsers.admin, saveVersion, `productos/versiones/${legacy.id}`, {
      form: versionFields('4.0_rc1'),
    });
    expect(keptLegacy.status).toBe(200);
    expect((await db().productVersion.findUniqueOrThrow({ where: { id: legacy.id } })).notes).toContain('agenda');
    const changedLegacy = await callStaff(browsers.admin, saveVersion, `productos/versiones/${legacy.id}`, {
      form: versionFields('4.0_rc2'),
    });
    expect(changedLegacy.status).toBe(400);
    await db().productVersion.delete({ where: { id: legacy.id } });
    // Veri*Factu without its declaration's data: refused naming what is missing.
    const noDeclaration = await (
      await callStaff(browsers.admin, saveVersion, `productos/versiones/${created.id}`, {
        form: versionFields('2026.4', { verifactu: 'on' }),
      })
    ).json();
    expect(noDeclaration.ok).toBe(false);
    expect(noDeclaration.message).toContain('productor');

    // The installer: 3 MB + a bit, cut off at 1.5 MB, resumed from where the server says.
    const bytes = installer(3 * MB + 4321);
    const started = await (
      await callStaff(browsers.admin, startUpload, 'productos/subidas', {
        json: { nombre: 'othello-2026.4.zip', tamano: bytes.byteLength },
      })
    ).json();
    expect(started).toMatchObject({ ok: true, recibidos: 0, completo: false });
    const cut = await (
      await sendPiece(piece(browsers.admin, started.id, 0, bytes, 1.5 * MB), params(started.id))
    ).json();
    expect(cut.recibidos).toBe(MB);
    // Someone else's upload is not there for another member.
    expect(
      (
        await uploadStatus(
          new Request(`${ORIGIN}/x`, {
            headers: { host: 'localhost:3000', cookie: browsers.technician.cookieHeader() },
          }),
          params(started.id),
        )
      ).status,
    ).toBe(404);
    const status = await (
      await uploadStatus(
        new Request(`${ORIGIN}/x`, { headers: { host: 'localhost:3000', cookie: browsers.admin.cookieHeader() } }),
        params(started.id),
      )
    ).json();
    expect(status.recibidos).toBe(MB);
    const wrongOffset = await sendPiece(piece(browsers.admin, started.id, 0, bytes), params(started.id));
    expect(wrongOffset.status).toBe(409);
    const done = await (
      await sendPiece(piece(browsers.admin, started.id, MB, bytes.subarray(MB)), params(started.id))
    ).json();
    expect(done).toMatchObject({ completo: true, recibidos: bytes.byteLength, sha256: sha256(bytes) });
    const added = await callStaff(browsers.admin, addFile, `productos/versiones/${created.id}/ficheros`, {
      form: { subida: String(started.id), tipo: 'installer', nombre: 'othello-2026.4.zip' },
    });
    expect(added.status).toBe(200);
    // Its name, its size and its SHA-256; kept under the name given (a ZIP called .zip).
    expect((await added.json()).message).toBe(
      `Fichero «othello-2026.4.zip» añadido (${fileSize(bytes.byteLength)}). SHA-256: ${sha256(bytes)}`,
    );

    // Publish: one mail per contact of the hotels with Othello who keeps release mail on, once, even
    // clicked twice, whatever the contact's type (recepción is type 2); nuevo@ turned it off in Avisos.
    const optedOut = await db().user.findUniqueOrThrow({ where: { email: 'nuevo@hotelmediterraneo.es' } });
    await setMailPreferences(optedOut.id, { releases: false }, 'micuenta');
    const before = await db().outboxMail.count({ where: { kind: 'release' } });
    const [first, second] = await Promise.all([
      callStaff(browsers.admin, publish, `productos/versiones/${created.id}/publicar`, { form: {} }),
      callStaff(browsers.technician, publish, `productos/versiones/${created.id}/publicar`, { form: {} }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Whoever clicked first is told who was mailed (the contact who turned it off, apart); the other, that it was done.
    const hotelsWithOthello = await db().hotelProduct.count({ where: { productId: othello } });
    expect(hotelsWithOthello).toBe(3);
    expect([(await first.json()).message, (await second.json()).message].sort()).toEqual([
      'La versión ya estaba publicada.',
      'Versión publicada. Aviso enviado a 3 contactos de 3 hoteles. Otro contacto no quiere avisos de versiones.',
    ]);
    const mails = await db().outboxMail.findMany({ where: { kind: 'release' }, orderBy: { to: 'asc' } });
    expect(mails.length - before).toBe(3);
    expect(mails.map((m) => m.to)).toEqual([
      'direccion@hotelatlantico.es',
      'facturas@hotelmediterraneo.es',
      'recepcion@hotelmediterraneo.es',
    ]);
    // Each carries the one-click unsubscribe from release mail (RFC 8058).
    expect(mails.every((m) => m.unsubscribeUrl.includes('/api/avisos/baja?t='))).toBe(true);
    await setMailPreferences(optedOut.id, { releases: true }, 'micuenta');
    expect(mails[0]!.subject).toBe('Nueva versión de Othello: 2026.4');
    expect(mails[0]!.text).toContain('Nueva agenda de recepción.');
    expect(mails[0]!.text).toContain('/micuenta?pestana=productos');
    // Withdrawn and published again: nobody is mailed a second time.
    expect(
      (await callStaff(browsers.admin, withdraw, `productos/versiones/${created.id}/retirar`, { form: {} })).status,
    ).toBe(200);
    const again = await callStaff(browsers.admin, publish, `productos/versiones/${created.id}/publicar`, { form: {} });
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe(
      'Versión publicada de nuevo. El aviso por correo ya se envió al publicarla por primera vez: no se repite.',
    );
    expect(await db().outboxMail.count({ where: { kind: 'release' } })).toBe(mails.length);
    // The version's page: when the mail went, to how many contacts of how many hotels.
    const page = await versionForStaff(created.id);
    const publishedAt = (await db().productVersion.findUniqueOrThrow({ where: { id: created.id } })).publishedAt!;
    expect(page?.sent).toEqual({ at: publishedAt, mailed: 3, hotels: 3 });
    expect(sentNoticeLine(page!.sent!)).toBe(
      `El aviso por correo de esta versión ya se envió ${madridMoment(publishedAt, 'long')} a 3 contactos de 3 hoteles, al publicarla por primera vez.`,
    );
    const audited = await db().auditEntry.findMany({
      where: { objectType: 'version-producto', objectId: String(created.id) },
    });
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'product.version-created',
        'product.file-added',
        'product.version-published',
        'product.version-withdrawn',
      ]),
    );

    // The customer: an update available, its notes, the installer byte for byte.
    const contact = await customer('recepcion@hotelmediterraneo.es');
    const view = await (await contact.send(customerModules, `../cuenta/productos?hotel=${mediterraneo}`)).json();
    const othelloModule = view.modulos.find((m: { producto: { slug: string } }) => m.producto.slug === 'othello');
    expect(othelloModule.actualizacionDisponible).toBe(true);
    expect(othelloModule.ultima.numero).toBe('2026.4');
    expect(othelloModule.novedades.map((v: { numero: string }) => v.numero)).toEqual(['2026.4', '2026.3']);
    expect(othelloModule.novedades[0].notas).toContain('<strong>agenda</strong>');
    const file = othelloModule.ultima.ficheros[0];
    expect(file).toMatchObject({
      tipo: 'installer',
      nombre: 'othello-2026.4.zip',
      tamano: bytes.byteLength,
      sha256: sha256(bytes),
    });
    const got = await contact.send(customerFile, `../cuenta/productos/ficheros/${file.id}`);
    expect(got.status).toBe(200);
    expect(sha256(new Uint8Array(await got.arrayBuffer()))).toBe(file.sha256);

    // Staff remove it: gone for the customer at once, in a short transaction that leaves the bytes
    // to the cleanup's sweep (lib/files/removal.ts), which then deletes them.
    const link = await db().versionFile.findUniqueOrThrow({ where: { id: file.id }, select: { fileId: true } });
    const chunks = Math.ceil(bytes.byteLength / MB);
    expect(
      (await callStaff(browsers.technician, removeFile, `productos/ficheros/${file.id}/quitar`, { form: {} })).status,
    ).toBe(200);
    expect((await contact.send(customerFile, `../cuenta/productos/ficheros/${file.id}`)).status).toBe(404);
    const after = await (await contact.send(customerModules, `../cuenta/productos?hotel=${mediterraneo}`)).json();
    expect(
      after.modulos.find((m: { producto: { slug: string } }) => m.producto.slug === 'othello').ultima.ficheros,
    ).toEqual([]);
    expect(await db().fileChunk.count({ where: { fileId: link.fileId } })).toBe(chunks);
    expect(
      (await callStaff(browsers.admin, removeFile, `productos/ficheros/${file.id}/quitar`, { form: {} })).status,
    ).toBe(404);
    expect(await runCleanup(new Date())).toMatchObject({ fileChunks: chunks, removedFiles: 1 });
    expect(await db().storedFile.findUnique({ where: { id: link.fileId } })).toBeNull();
  });
});

describe('what a version file is', () => {
  /** A whole upload of `bytes` as `nombre` by the administrator: its id. */
  async function uploaded(nombre: string, bytes: Uint8Array): Promise<number> {
    const started = await (
      await callStaff(browsers.admin, startUpload, 'productos/subidas', { json: { nombre, tamano: bytes.byteLength } })
    ).json();
    const done = await (await sendPiece(piece(browsers.admin, started.id, 0, bytes), params(started.id))).json();
    expect(done).toMatchObject({ completo: true, sha256: sha256(bytes) });
    return started.id;
  }

  it('refuses text called .exe as an installer, and says when a file is kept under another name', async () => {
    const created = await (
      await callStaff(browsers.admin, createVersion, `productos/${othello}/versiones`, {
        form: versionFields('2026.7'),
      })
    ).json();
    const text = new TextEncoder().encode('Esto no es un programa.\n');
    const id = await uploaded('fake.exe', text);
    const file = await db().storedFile.findUniqueOrThrow({ where: { id } });
    expect(file).toMatchObject({ name: 'fake.exe.txt', type: 'text/plain' });

    // As «Instalador»: refused in words, nothing added; the upload stays the member's to add as something else.
    const refused = await callStaff(browsers.admin, addFile, `productos/versiones/${created.id}/ficheros`, {
      form: { subida: String(id), tipo: 'installer', nombre: 'fake.exe' },
    });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      ok: false,
      message:
        'El fichero no es un instalador: su contenido es texto. Sube el .exe o el .msi del programa (o un .zip), o elige otro tipo.',
    });
    expect(await db().versionFile.count({ where: { versionId: created.id } })).toBe(0);
    expect((await db().storedFile.findUniqueOrThrow({ where: { id } })).attachedAt).toBeNull();

    // As notes: added, and the answer says the name it was kept under and why.
    const added = await callStaff(browsers.admin, addFile, `productos/versiones/${created.id}/ficheros`, {
      form: { subida: String(id), tipo: 'notes', nombre: 'fake.exe' },
    });
    expect(added.status).toBe(200);
    expect((await added.json()).message).toBe(
      `Fichero «fake.exe» añadido (${text.byteLength} B). Guardado como fake.exe.txt: su contenido es texto. SHA-256: ${sha256(text)}`,
    );
    expect(await db().versionFile.findMany({ where: { versionId: created.id }, select: { kind: true } })).toEqual([
      { kind: 'notes' },
    ]);

    // A PDF is no installer either; an MSI package is one, whatever its name.
    const pdf = new TextEncoder().encode('%PDF-1.7\n%…\n');
    const pdfId = await uploaded('setup.exe', pdf);
    const pdfRefused = await callStaff(browsers.admin, addFile, `productos/versiones/${created.id}/ficheros`, {
      form: { subida: String(pdfId), tipo: 'installer' },
    });
    expect(pdfRefused.status).toBe(415);
    expect((await pdfRefused.json()).message).toContain('su contenido es un PDF');
    const msi = new Uint8Array(2048);
    msi.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const msiId = await uploaded('othello-2026.7', msi);
    const msiAdded = await callStaff(browsers.admin, addFile, `productos/versiones/${created.id}/ficheros`, {
      form: { subida: String(msiId), tipo: 'installer', nombre: 'othello-2026.7' },
    });
    expect(msiAdded.status).toBe(200);
    expect((await msiAdded.json()).message).toBe(
      `Fichero «othello-2026.7» añadido (2 kB). Guardado como othello-2026.7.msi: su contenido es un paquete de Windows Installer (MSI). SHA-256: ${sha256(msi)}`,
    );
  });

  it('refuses a non-installer that completes between the first look and the transaction', async () => {
    const created = await (
      await callStaff(browsers.admin, createVersion, `productos/${othello}/versiones`, {
        form: versionFields('2026.8'),
      })
    ).json();
    const id = await uploaded('late.exe', new TextEncoder().encode('Tampoco es un programa.\n'));
    // The race, forced: the first look sees the upload still running (no type to check yet), and it
    // completes just as the transaction that attaches it starts.
    const completedAt = (await db().storedFile.findUniqueOrThrow({ where: { id } })).completedAt;
    await db().storedFile.update({ where: { id }, data: { completedAt: null } });
    const client = db();
    const real = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
    const spy = vi.spyOn(client, '$transaction').mockImplementation((async (...args: unknown[]) => {
      await client.storedFile.updateMany({ where: { id, completedAt: null }, data: { completedAt } });
      return real(...args);
    }) as typeof client.$transaction);
    try {
      const refused = await callStaff(browsers.admin, addFile, `productos/versiones/${created.id}/ficheros`, {
        form: { subida: String(id), tipo: 'installer', nombre: 'late.exe' },
      });
      expect(spy).toHaveBeenCalled();
      expect(refused.status).toBe(415);
      expect(await refused.json()).toEqual({
        ok: false,
        message:
          'El fichero no es un instalador: su contenido es texto. Sube el .exe o el .msi del programa (o un .zip), o elige otro tipo.',
      });
    } finally {
      spy.mockRestore();
    }
    // Rolled back whole: not added, not attached (still the member's to add as something else), not audited.
    expect(await db().versionFile.count({ where: { versionId: created.id } })).toBe(0);
    expect(await db().storedFile.findUniqueOrThrow({ where: { id } })).toMatchObject({
      type: 'text/plain',
      attachedAt: null,
    });
    expect(
      await db().auditEntry.count({
        where: { objectType: 'version-producto', objectId: String(created.id), action: 'product.file-added' },
      }),
    ).toBe(0);
  });
});

describe('the release mail, as staff are told of it', () => {
  it('says nobody was mailed when no hotel has the module, and counts from the outbox what was not recorded', async () => {
    // A product no hotel has: published, nobody mailed, and the page says so.
    const lonely = await db().product.findFirstOrThrow({ where: { hotels: { none: {} } }, select: { id: true } });
    const created = await (
      await callStaff(browsers.admin, createVersion, `productos/${lonely.id}/versiones`, {
        form: versionFields('2026.8'),
      })
    ).json();
    const before = await db().outboxMail.count();
    const published = await callStaff(browsers.admin, publish, `productos/versiones/${created.id}/publicar`, {
      form: {},
    });
    expect((await published.json()).message).toBe(
      'Versión publicada. Nadie tiene el módulo instalado: no se ha enviado ningún aviso.',
    );
    expect(await db().outboxMail.count()).toBe(before);
    const page = await versionForStaff(created.id);
    expect(page?.sent).toMatchObject({ mailed: 0, hotels: 0 });
    expect(sentNoticeLine(page!.sent!)).toMatch(/^La versión se publicó por primera vez el .* sin aviso por correo/);

    // A version published before the counts were recorded: its mails counted in the outbox, the hotels unknown.
    const product = await db().product.findUniqueOrThrow({ where: { id: othello }, select: { name: true } });
    const at = new Date();
    const old = await db().productVersion.create({
      data: { productId: othello, number: '2025.1', releasedOn: at, state: 'publicada', publishedAt: at },
    });
    await db().auditEntry.create({
      data: {
        action: 'product.version-published',
        objectType: 'version-producto',
        objectId: String(old.id),
        changes: JSON.stringify({ estado: ['borrador', 'publicada'] }),
      },
    });
    await db().outboxMail.createMany({
      data: ['a@ejemplo.es', 'b@ejemplo.es'].map((to) => ({
        to,
        recipient: to,
        kind: 'release',
        subject: `Nueva versión de ${product.name}: 2025.1`,
        text: '…',
        status: 'sent',
      })),
    });
    const oldPage = await versionForStaff(old.id);
    expect(oldPage?.sent).toEqual({ at, mailed: 2, hotels: null });
    expect(sentNoticeLine(oldPage!.sent!)).toBe(
      `El aviso por correo de esta versión ya se envió ${madridMoment(at, 'long')} a 2 contactos, al publicarla por primera vez.`,
    );
  });
});

describe('the modules of hotels', () => {
  it('sets one module by hand, refusing a version the product does not have', async () => {
    const hotel = (await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.atlantico.taxId } })).id;
    const refused = await (
      await callStaff(browsers.technician, setModule, `productos/hoteles/${hotel}`, {
        form: { producto: 'back-office', licenciada: '9.9', instalada: '', fin: '' },
      })
    ).json();
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toContain('no tiene la versión licenciada «9.9»');
    const saved = await callStaff(browsers.technician, setModule, `productos/hoteles/${hotel}`, {
      form: { producto: 'back-office', licenciada: '3.5', instalada: '3.4', fin: '2027-06-30' },
    });
    expect(saved.status).toBe(200);
    const row = await db().hotelProduct.findFirstOrThrow({
      where: { hotelId: hotel, product: { slug: 'back-office' } },
      select: {
        licensedVersion: { select: { number: true } },
        installedVersion: { select: { number: true } },
        licenceEnd: true,
      },
    });
    expect(row).toEqual({
      licensedVersion: { number: '3.5' },
      installedVersion: { number: '3.4' },
      licenceEnd: new Date('2027-06-30T00:00:00Z'),
    });
  });

  it('imports a CSV all or nothing: a preview with each row’s problems, nothing written while one row is wrong', async () => {
    const hotel = (await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.sierra.taxId } })).id;
    const header = 'hotel;producto;version_licenciada;version_instalada;fin_licencia';
    const bad = [
      header,
      `${hotel};channel-manager;6.1;6.0;2027-12-31`,
      `${hotel};tpv-que-no-existe;1;1;`,
      `999999;othello;2026.3;;`,
    ].join('\r\n');
    const preview = await (
      await callStaff(browsers.admin, importModules, 'productos/importar?confirmar=1', { rawBody: bad })
    ).json();
    expect(preview).toMatchObject({ ok: true, errors: 2, imported: 0 });
    expect(preview.rows[0]).toMatchObject({ line: 2, hotelName: demoHotels.sierra.name, problems: [] });
    expect(preview.rows[1].problems).toEqual(['No hay ningún producto «tpv-que-no-existe».']);
    expect(preview.rows[2].problems).toEqual(['No hay ningún hotel con el número «999999».']);
    expect(await db().hotelProduct.count({ where: { hotelId: hotel, product: { slug: 'channel-manager' } } })).toBe(0);

    const good = [header, `${hotel};channel-manager;6.1;6.0;2027-12-31`, `${hotel};Aplicaciones web;1.9;1.9;`].join(
      '\n',
    );
    const look = await (await callStaff(browsers.admin, importModules, 'productos/importar', { rawBody: good })).json();
    expect(look).toMatchObject({ errors: 0, imported: 0 });
    const written = await (
      await callStaff(browsers.admin, importModules, 'productos/importar?confirmar=1', { rawBody: good })
    ).json();
    expect(written).toMatchObject({ errors: 0, imported: 2 });
    expect(
      await db().hotelProduct.count({
        where: { hotelId: hotel, product: { slug: { in: ['channel-manager', 'aplicaciones-web'] } } },
      }),
    ).toBe(2);
    const wrongHeader = await (
      await callStaff(browsers.admin, importModules, 'productos/importar', { rawBody: 'a;b\n1;2' })
    ).json();
    expect(wrongHeader.problem).toContain('La primera línea debe ser');
  });
});
