// The customer's products through /api/cuenta/productos…, as a contract client sees them (the demo
// catalogue): a hotel's modules with installed, licensed and latest version and "actualización
// disponible"; a file of a module the hotel has downloaded byte for byte, cut halfway and resumed
// with Range (SHA-256 equal to the one listed); the declaration of their version, the same bytes
// twice, naming that version's own module (the TPV's names the TPV, not Othello), none for a module
// that is no billing system; another hotel's modules, a file of a module their hotel lacks, a draft's file: 404; no
// session and a staff session: 401.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, demoHotels, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { storeFile, markFilesAttached } from '@/lib/files';
import { seedProducts } from '@/lib/products/demo-seed';
import { seedStaff } from '@/lib/staff/demo-seed';
import { TestClient } from '@/lib/testing/http-client';
import { staffBrowser } from '@/lib/testing/staff-browser';
import { GET as declaration } from './declaracion/[id]/route';
import { GET as download } from './ficheros/[id]/route';
import { GET as modules } from './route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pdfDir = mkdtempSync(path.join(os.tmpdir(), 'declaracion-'));
/** A PDF's text as a reader sees it (poppler's pdftotext), its spaces and lines joined. */
function pdfText(bytes: Uint8Array): string {
  const file = path.join(pdfDir, `${sha256(bytes)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
let seq = 0;
async function signedIn(email: string): Promise<TestClient> {
  const c = new TestClient(`192.0.2.${50 + (++seq % 100)}`);
  const res = await (await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json();
  expect(res.loginok).toBe(true);
  return c;
}

const hotels = {} as Record<keyof typeof demoHotels, number>;
interface ModuleJson {
  producto: { slug: string };
  actualizacionDisponible: boolean;
  instalada: { id: number; numero: string; declaracion: string | null } | null;
  licenciada: { numero: string } | null;
  ultima: {
    id: number;
    numero: string;
    declaracion: string | null;
    ficheros: { id: number; sha256: string; tamano: number; url: string }[];
  };
  novedades: { numero: string; notas: string }[];
}
const moduleOf = async (c: TestClient, hotel: number, slug: string): Promise<ModuleJson> => {
  const res = await c.send(modules, `../cuenta/productos?hotel=${hotel}`);
  expect(res.status).toBe(200);
  return (await res.json()).modulos.find((m: ModuleJson) => m.producto.slug === slug);
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedAccounts();
  await seedStaff();
  await seedProducts();
  for (const key of Object.keys(demoHotels) as (keyof typeof demoHotels)[])
    hotels[key] = (await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels[key].taxId } })).id;
});

describe('a hotel’s modules', () => {
  it('shows installed, licensed and latest, an update when behind, and the notes of the newer versions', async () => {
    const c = await signedIn('recepcion@hotelmediterraneo.es'); // a type 2 contact: products are for every contact
    const othello = await moduleOf(c, hotels.mediterraneo, 'othello');
    expect(othello.instalada?.numero).toBe('2026.2');
    expect(othello.licenciada?.numero).toBe('2026.3');
    expect(othello.ultima.numero).toBe('2026.3');
    expect(othello.actualizacionDisponible).toBe(true);
    expect(othello.novedades.map((v) => v.numero)).toEqual(['2026.3']);
    expect(othello.novedades[0]!.notas).toContain('firma del huésped');
    const tpv = await moduleOf(c, hotels.mediterraneo, 'terminal-punto-de-venta');
    expect(tpv.actualizacionDisponible).toBe(false);
    expect(tpv.novedades).toEqual([]);
  });

  it('answers 404 for a hotel the user is no contact of, 401 without a session or with a staff one', async () => {
    const other = await signedIn('direccion@hotelatlantico.es');
    expect((await other.send(modules, `../cuenta/productos?hotel=${hotels.mediterraneo}`)).status).toBe(404);
    expect(
      (await new TestClient('192.0.2.3').send(modules, `../cuenta/productos?hotel=${hotels.mediterraneo}`)).status,
    ).toBe(401);
    const staff = await staffBrowser('admin@millehotel.es');
    expect((await staff.send(modules, `../cuenta/productos?hotel=${hotels.mediterraneo}`)).status).toBe(401);
  });
});

describe('downloads', () => {
  it('serves a file of a module the hotel has, cut halfway and resumed with Range: SHA-256 equal', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const file = (await moduleOf(c, hotels.mediterraneo, 'othello')).ultima.ficheros[0]!;
    const half = Math.floor(file.tamano / 2);
    const first = await c.send(download, `../cuenta/productos/ficheros/${file.id}`, {
      headers: { range: `bytes=0-${half - 1}` },
    });
    expect(first.status).toBe(206);
    const rest = await c.send(download, `../cuenta/productos/ficheros/${file.id}`, {
      headers: { range: `bytes=${half}-`, 'if-range': first.headers.get('etag')! },
    });
    expect(rest.status).toBe(206);
    const joined = Buffer.concat([Buffer.from(await first.arrayBuffer()), Buffer.from(await rest.arrayBuffer())]);
    expect(joined.byteLength).toBe(file.tamano);
    expect(sha256(joined)).toBe(file.sha256);
  });

  it('answers 404 for a file of a module the hotel lacks, and for a draft’s file; 401 without a session', async () => {
    const mediterraneo = await signedIn('facturas@hotelmediterraneo.es');
    const tpvFile = (await moduleOf(mediterraneo, hotels.mediterraneo, 'terminal-punto-de-venta')).ultima.ficheros[0]!;
    // Atlántico has Othello (its file downloads) but no TPV.
    const atlantico = await signedIn('direccion@hotelatlantico.es');
    const othelloFile = (await moduleOf(atlantico, hotels.atlantico, 'othello')).ultima.ficheros[0]!;
    expect((await atlantico.send(download, `../cuenta/productos/ficheros/${othelloFile.id}`)).status).toBe(200);
    expect((await atlantico.send(download, `../cuenta/productos/ficheros/${tpvFile.id}`)).status).toBe(404);
    expect(
      (await new TestClient('192.0.2.4').send(download, `../cuenta/productos/ficheros/${tpvFile.id}`)).status,
    ).toBe(401);

    // A draft of Othello with a file: not downloadable by a hotel that has Othello.
    const othello = await db().product.findUniqueOrThrow({ where: { slug: 'othello' } });
    const draft = await db().productVersion.create({
      data: { productId: othello.id, number: '2027.1-beta', releasedOn: new Date('2027-01-10T00:00:00Z') },
    });
    const stored = await storeFile(new Blob(['notas del borrador\n']).stream(), {
      name: 'borrador.txt',
      maxBytes: 1000,
      accept: ['text/plain'],
      purpose: 'product-version',
    });
    const link = await db().$transaction(async (tx) => {
      await markFilesAttached(tx, [stored.id]);
      return tx.versionFile.create({ data: { versionId: draft.id, fileId: stored.id, kind: 'notes' } });
    });
    expect((await mediterraneo.send(download, `../cuenta/productos/ficheros/${link.id}`)).status).toBe(404);
  });
});

describe('the declaration of their version', () => {
  it('of another module names that module, its code and version: the TPV’s is the TPV’s, not Othello’s', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const tpv = await moduleOf(c, hotels.mediterraneo, 'terminal-punto-de-venta');
    expect(tpv.instalada?.numero).toBe('5.1');
    expect(tpv.instalada?.declaracion).toBe(`/api/cuenta/productos/declaracion/${tpv.instalada?.id}`);
    const res = await c.send(declaration, `../cuenta/productos/declaracion/${tpv.instalada!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('declaracion-responsable-verifactu-tp-5.1.pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('a) Nombre del sistema informático Terminal punto de venta');
    expect(text).toContain('(IdSistemaInformatico) TP');
    expect(text).toContain('c) Identificador completo de la versión 5.1');
    expect(text).toContain('Que el sistema informático Terminal punto de venta, en la versión 5.1, cumple');
    expect(text).toContain('Real Decreto 1007/2023');
    expect(text).toContain('Orden HAC/1177/2024');
    expect(text).not.toMatch(/Othello/);
  });

  it('none for a version adapted to Veri*Factu of a module that is no billing system', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const motor = await moduleOf(c, hotels.mediterraneo, 'motor-onetbooking');
    await db().productVersion.update({ where: { id: motor.ultima.id }, data: { verifactu: true } });
    try {
      expect((await moduleOf(c, hotels.mediterraneo, 'motor-onetbooking')).ultima.declaracion).toBeNull();
      expect((await c.send(declaration, `../cuenta/productos/declaracion/${motor.ultima.id}`)).status).toBe(404);
    } finally {
      await db().productVersion.update({ where: { id: motor.ultima.id }, data: { verifactu: false } });
    }
  });

  it('is the PDF of the version’s data, the same bytes each time; none for a version not adapted or a hotel without it', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const othello = await moduleOf(c, hotels.mediterraneo, 'othello');
    expect(othello.instalada?.declaracion).toBe(`/api/cuenta/productos/declaracion/${othello.instalada?.id}`);
    const first = await c.send(declaration, `../cuenta/productos/declaracion/${othello.instalada!.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toContain('declaracion-responsable-verifactu-ot-2026.2.pdf');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const again = new Uint8Array(
      await (await c.send(declaration, `../cuenta/productos/declaracion/${othello.instalada!.id}`)).arrayBuffer(),
    );
    expect(sha256(again)).toBe(sha256(bytes));

    // Othello's registered name and code (lib/content/billing-systems.ts), with the version's own number.
    const othelloText = await pdfText(bytes);
    expect(othelloText).toContain('Que el sistema informático Othello PMS, en la versión 2026.2, cumple');
    expect(othelloText).not.toContain('Terminal punto de venta');

    const motor = await moduleOf(c, hotels.mediterraneo, 'motor-onetbooking');
    expect((await c.send(declaration, `../cuenta/productos/declaracion/${motor.ultima.id}`)).status).toBe(404);
    const tpv = await moduleOf(c, hotels.mediterraneo, 'terminal-punto-de-venta');
    const atlantico = await signedIn('direccion@hotelatlantico.es');
    expect((await atlantico.send(declaration, `../cuenta/productos/declaracion/${tpv.ultima.id}`)).status).toBe(404);
  });
});
