// The back office's invoices through their API: the CSV preview with every kind of bad row, an
// import that is all or nothing and idempotent, original PDFs (the customer then downloads them),
// ZIP bombs and wrong file types refused, correction and removal, every role against every call
// (redacción: 403 and nothing changes) and the audit entry of each write.
import { PDFDocument } from 'pdf-lib';
import { zipSync } from 'fflate';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { POST as pdfPost } from '@/app/api/Data/GetFacturaPdf/route';
import { DEMO_PASSWORD } from '@/lib/account/demo-seed';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import { INVOICE_CSV_MAX_BYTES } from '@/lib/invoices/csv-import';
import { ALREADY_IMPORTING, pendingImportPreview } from '@/lib/invoices/pending-import';
import { ORIGINAL_MAX_BYTES, ZIP_MAX_ENTRIES } from '@/lib/invoices/originals';
import { seedStaff } from '@/lib/staff/demo-seed';
import type { StaffSession } from '@/lib/staff/session';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as remove } from './facturas/[id]/borrar/route';
import { GET as staffPdf } from './facturas/[id]/pdf/route';
import { POST as edit } from './facturas/[id]/route';
import { GET as hotelCsv } from './facturas/hotel/facturas.csv/route';
import { GET as hotelJson } from './facturas/hotel/facturas.json/route';
import { GET as hotelZip } from './facturas/hotel/facturas.zip/route';
import { POST as confirm } from './facturas/importar/[id]/route';
import { POST as uploadCsv } from './facturas/importar/route';
import { POST as attach } from './facturas/originales/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const ADMIN = 'admin@millehotel.es';
const EDITOR = 'redaccion@millehotel.es';
const SUPPORT = 'atencion@millehotel.es';
const CUSTOMER = 'cuentas@hotelalbufera.es';
const browsers = {} as Record<'admin' | 'editor' | 'support', TestClient>;
let hotelId = 0;
let otherHotelId = 0;

type H = (r: Request) => Promise<Response>;

/** A multipart post as the browser's form sends it. */
function upload(
  c: TestClient,
  handler: H,
  path: string,
  files: [field: string, name: string, bytes: Uint8Array][],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [field, name, bytes] of files) form.append(field, new Blob([bytes as BlobPart]), name);
  const headers = new Headers({
    host: 'localhost:3000',
    origin: 'http://localhost:3000',
    cookie: c.cookieHeader(),
    'x-mille-peer': c.peer,
  });
  return handler(new Request(`http://localhost:3000/api/gestion/${path}`, { method: 'POST', headers, body: form }));
}

const text = (s: string) => new TextEncoder().encode(s);
const HEADER = 'hotel;number;date;due_date;type;description;amount';
const csvOf = (...rows: string[]) => text([HEADER, ...rows].join('\r\n') + '\r\n');

async function pdf(label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(label);
  return doc.save();
}

async function staffOf(email: string): Promise<StaffSession> {
  const s = await db().staffUser.findUniqueOrThrow({ where: { email } });
  return { staffId: s.id, email: s.email, name: s.name, role: s.role as StaffSession['role'], key: '' };
}

/** Uploads a CSV; the id of its pending import. */
async function uploaded(c: TestClient, bytes: Uint8Array, name = 'facturas.csv'): Promise<string> {
  const answer = await (await upload(c, uploadCsv, 'facturas/importar', [['fichero', name, bytes]])).json();
  expect(answer).toMatchObject({ ok: true, then: `/gestion/facturas/importar/${answer.id}` });
  return answer.id;
}

const snapshot = async () =>
  (
    await db().invoice.findMany({ orderBy: { number: 'asc' }, include: { original: { select: { sha256: true } } } })
  ).map((i) => JSON.stringify(i));

const invoiceByNumber = (number: string) => db().invoice.findUniqueOrThrow({ where: { number } });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  browsers.admin = await staffBrowser(ADMIN);
  browsers.editor = await staffBrowser(EDITOR);
  browsers.support = await staffBrowser(SUPPORT);
  hotelId = (
    await db().hotel.create({
      data: { name: 'Hotel Albufera', legalName: 'Albufera Hoteles, S.L.', taxId: 'B46111222' },
    })
  ).id;
  otherHotelId = (
    await db().hotel.create({ data: { name: 'Hotel Dunas', legalName: 'Dunas, S.A.', taxId: 'A11222333' } })
  ).id;
  const user = await db().user.create({ data: { email: CUSTOMER, passwordHash: await hashPassword(DEMO_PASSWORD) } });
  await db().hotelContact.create({ data: { userId: user.id, hotelId, contactType: 1, name: 'Marta' } });
});
beforeEach(async () => {
  await db().invoice.deleteMany();
  await db().invoiceImport.deleteMany();
});

describe('invoice CSV import', () => {
  it('previews every row with its problems, one row for each kind of bad row, and imports nothing', async () => {
    await db().invoice.create({
      data: {
        hotelId,
        number: 'F-EXISTE',
        date: '2026-01-10',
        dueDate: '2026-02-10',
        type: 0,
        description: 'Licencia',
        amountCents: 100000,
      },
    });
    const file = csvOf(
      'B46111222;F-0001;2026-01-31;2026-03-02;venta;"Licencia; anual";1.452,00', // line 2: fine
      'B00000000;F-0002;2026-01-31;2026-03-02;venta;Licencia;10', // 3: unknown hotel
      `${hotelId};F 0003!;2026-01-31;2026-03-02;venta;Licencia;10`, // 4: malformed number
      'B46111222;F-0001;2026-02-01;2026-03-02;venta;Otra;10', // 5: duplicate number
      'B46111222;F-0005;2026-02-30;2026-03-02;venta;Licencia;10', // 6: bad date
      'B46111222;F-0006;2026-03-31;2026-03-02;venta;Licencia;10', // 7: due date before date
      'B46111222;F-0007;2026-01-31;2026-03-02;regalo;Licencia;10', // 8: unknown type
      'B46111222;F-0008;2026-01-31;2026-03-02;venta;Licencia;diez euros', // 9: amount not a number
      'B46111222;F-0009;2026-01-31;2026-03-02;venta;;10', // 10: missing field
      'B46111222;F-EXISTE;2026-01-10;2026-02-10;venta;Licencia;999,00', // 11: exists with other data
      'B46111222;F-EXISTE;2026-01-10;2026-02-10;venta;Licencia;1000', // 12: duplicate of line 11
    );
    const id = await uploaded(browsers.support, file);
    const { preview } = (await pendingImportPreview(await staffOf(SUPPORT), id))!;
    const problems = Object.fromEntries(preview!.rows.map((r) => [r.line, r.problems.join(' | ')]));
    expect(preview!.counts).toEqual({ rows: 11, new: 1, unchanged: 0, errors: 10 });
    expect(problems[2]).toBe('');
    expect(problems[3]).toMatch(/hotel desconocido: B00000000/);
    expect(problems[4]).toMatch(/número no válido/);
    expect(problems[5]).toMatch(/número repetido en el fichero \(ya en la línea 2\)/);
    expect(problems[6]).toMatch(/fecha no válida: 2026-02-30/);
    expect(problems[7]).toMatch(/vencimiento es anterior a la fecha/);
    expect(problems[8]).toMatch(/tipo desconocido: regalo/);
    expect(problems[9]).toMatch(/importe no es un número: diez euros/);
    expect(problems[10]).toMatch(/falta la descripción/);
    expect(problems[11]).toMatch(/ya existe con otros datos \(importe\)/);
    expect(problems[12]).toMatch(/número repetido en el fichero \(ya en la línea 11\)/);
    expect(preview!.rows.find((r) => r.line === 2)).toMatchObject({ status: 'new', hotelName: 'Hotel Albufera' });

    // "Importar" is refused: nothing is written, not even the one good row.
    const before = await snapshot();
    const audit = await db().auditEntry.count();
    const res = await call(browsers.support, confirm, `facturas/importar/${id}`, { form: {} });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/No se ha importado nada: 10 filas tienen errores/);
    expect(await snapshot()).toEqual(before);
    expect(await db().auditEntry.count()).toBe(audit);
  });

  it('refuses a file without the columns, too large, or not a CSV, and keeps nothing', async () => {
    const missing = await uploaded(browsers.admin, text('hotel,number,date\nB46111222,F-1,2026-01-01\n'));
    expect((await pendingImportPreview(await staffOf(ADMIN), missing))!.preview!.problem).toMatch(
      /Faltan columnas en la cabecera: due_date, type, description, amount/,
    );
    await db().invoiceImport.deleteMany();

    const big = new Uint8Array(INVOICE_CSV_MAX_BYTES + 1).fill(0x61);
    const tooLarge = await upload(browsers.admin, uploadCsv, 'facturas/importar', [['fichero', 'grande.csv', big]]);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toMatch(/pasa de 5 MB/);
    const notCsv = await upload(browsers.admin, uploadCsv, 'facturas/importar', [
      ['fichero', 'facturas.csv', await pdf('no soy un CSV')],
    ]);
    expect(notCsv.status).toBe(415);
    expect((await notCsv.json()).message).toMatch(/no es un CSV/);
    expect(await db().invoiceImport.count()).toBe(0);
  });

  for (const role of ['support', 'admin'] as const) {
    it(`${role === 'admin' ? 'administración' : 'atención al cliente'} imports all rows at once, audited with counts and hash; the same file again changes nothing`, async () => {
      const file = csvOf(
        'B46111222;F-1001;2026-01-31;2026-03-02;venta;"Licencia; anual";1.452,00',
        `${hotelId};F-1002;28/02/2026;30/03/2026;2;Soporte;217.80`,
        'A11222333;F-1003;2026-03-31;2026-04-30;OTROS;Tableta;1.210',
      );
      const id = await uploaded(browsers[role], file);
      // Only its uploader sees the pending import.
      const other = role === 'admin' ? browsers.support : browsers.admin;
      expect((await call(other, confirm, `facturas/importar/${id}`, { form: {} })).status).toBe(404);
      const answer = await (await call(browsers[role], confirm, `facturas/importar/${id}`, { form: {} })).json();
      expect(answer).toMatchObject({ ok: true, summary: { added: 3, unchanged: 0, refused: 0 } });
      expect(answer.message).toBe('Importación hecha: 3 añadidas, 0 sin cambios, 0 rechazadas.');
      expect(
        (await db().invoice.findMany({ orderBy: { number: 'asc' } })).map((i) => [
          i.number,
          i.hotelId,
          i.date,
          i.dueDate,
          i.type,
          i.amountCents,
        ]),
      ).toEqual([
        ['F-1001', hotelId, '2026-01-31', '2026-03-02', 0, 145200],
        ['F-1002', hotelId, '2026-02-28', '2026-03-30', 2, 21780],
        ['F-1003', otherHotelId, '2026-03-31', '2026-04-30', 3, 121000],
      ]);
      const entry = await db().auditEntry.findFirstOrThrow({
        where: { action: 'invoice.imported' },
        orderBy: { id: 'desc' },
      });
      expect(entry.actorEmail).toBe(role === 'admin' ? ADMIN : SUPPORT);
      const { createHash } = await import('node:crypto');
      expect(JSON.parse(entry.changes)).toEqual({
        fichero: 'facturas.csv',
        sha256: createHash('sha256').update(file).digest('hex'),
        añadidas: '3',
        'sin cambios': '0',
        rechazadas: '0',
      });

      // A second confirmation of the same upload answers the same summary and writes nothing more.
      expect(
        (await (await call(browsers[role], confirm, `facturas/importar/${id}`, { form: {} })).json()).summary,
      ).toEqual({ added: 3, unchanged: 0, refused: 0 });
      // The same file uploaded again: every row "sin cambios", and importing it changes nothing.
      const before = await snapshot();
      const again = await uploaded(browsers[role], file);
      expect(
        (await pendingImportPreview(await staffOf(role === 'admin' ? ADMIN : SUPPORT), again))!.preview!.counts,
      ).toEqual({ rows: 3, new: 0, unchanged: 3, errors: 0 });
      expect(
        (await (await call(browsers[role], confirm, `facturas/importar/${again}`, { form: {} })).json()).summary,
      ).toEqual({ added: 0, unchanged: 3, refused: 0 });
      expect(await snapshot()).toEqual(before);
    });
  }
  it('two confirmations of the same upload at once import it once: the other is told it is being imported, no second audit entry', async () => {
    const id = await uploaded(
      browsers.admin,
      csvOf(
        'B46111222;F-2001;2026-01-31;2026-03-02;venta;Licencia;10',
        'B46111222;F-2002;2026-01-31;2026-03-02;venta;Licencia;20',
      ),
    );
    const audits = await db().auditEntry.count({ where: { action: 'invoice.imported' } });
    const answers = await Promise.all(
      [1, 2].map(async () => {
        const res = await call(browsers.admin, confirm, `facturas/importar/${id}`, { form: {} });
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.body.summary).toEqual({ added: 2, unchanged: 0, refused: 0 });
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ ok: false, message: ALREADY_IMPORTING });
    expect(await db().auditEntry.count({ where: { action: 'invoice.imported' } })).toBe(audits + 1);
    // Afterwards, a confirmation answers the import's summary.
    expect(
      (await (await call(browsers.admin, confirm, `facturas/importar/${id}`, { form: {} })).json()).summary,
    ).toEqual({ added: 2, unchanged: 0, refused: 0 });
  });
});

describe('original PDFs', () => {
  beforeEach(async () => {
    await db().invoice.createMany({
      data: ['O-0001', 'O-0002', 'O-0003'].map((number) => ({
        hotelId,
        number,
        date: '2026-02-01',
        dueDate: '2026-03-01',
        type: 1,
        description: 'Servicio',
        amountCents: 5000,
      })),
    });
  });

  it('attaches several PDFs by number; the customer then downloads the original; wrong types are reported', async () => {
    const one = await pdf('Original O-0001');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const res = await upload(browsers.support, attach, 'facturas/originales', [
      ['ficheros', 'O-0001.pdf', one],
      ['ficheros', 'O-0002.pdf', png],
      ['ficheros', 'O-0003.pdf', text('%PDF-1.7 sin final')],
      ['ficheros', 'X-9999.pdf', await pdf('nadie')],
      ['ficheros', 'programa.exe', text('MZ...')],
    ]);
    const answer = await res.json();
    expect(answer.ok).toBe(true);
    expect(answer.report).toEqual({
      attached: ['O-0001'],
      replaced: [],
      unchanged: [],
      kept: [],
      unmatched: ['X-9999.pdf'],
      invalid: [
        { name: 'O-0002.pdf', reason: 'no es un PDF (no empieza por %PDF-)' },
        { name: 'O-0003.pdf', reason: 'el PDF está incompleto (sin %%EOF final)' },
        { name: 'programa.exe', reason: 'el nombre no es NÚMERO.pdf' },
      ],
    });
    expect(answer.message).toMatch(/^Adjuntados: 1 \(O-0001\)\./);
    const invoice = await invoiceByNumber('O-0001');
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'invoice.original-attached', objectId: String(invoice.id) },
    });
    expect(entry.actorEmail).toBe(SUPPORT);
    expect(JSON.parse(entry.changes)).toMatchObject({ número: 'O-0001', fichero: 'O-0001.pdf' });

    const customer = new TestClient('203.0.113.77');
    expect(
      (await (await customer.send(login, 'LoginUsuario', { form: { email: CUSTOMER, pass: DEMO_PASSWORD } })).json())
        .loginok,
    ).toBe(true);
    const got = await (await customer.send(pdfPost, 'GetFacturaPdf', { json: { id: invoice.id } })).json();
    expect(Buffer.from(got.fichero, 'base64').equals(Buffer.from(one))).toBe(true);
    const staffCopy = await call(browsers.support, staffPdf, `facturas/${invoice.id}/pdf`);
    expect(staffCopy.headers.get('x-mille-documento')).toBe('original');
    expect(Buffer.from(await staffCopy.arrayBuffer()).equals(Buffer.from(one))).toBe(true);
    const generated = await call(browsers.support, staffPdf, `facturas/${(await invoiceByNumber('O-0002')).id}/pdf`);
    expect(generated.headers.get('x-mille-documento')).toBe('copia');

    // Another file for the same invoice is kept out unless «sustituir»; then audited as before → after.
    const other = await pdf('Otro original O-0001');
    expect(
      (
        await (
          await upload(browsers.support, attach, 'facturas/originales', [['ficheros', 'O-0001.pdf', other]])
        ).json()
      ).report.kept,
    ).toEqual(['O-0001']);
    expect(
      (
        await (
          await upload(browsers.admin, attach, 'facturas/originales', [['ficheros', 'O-0001.pdf', other]], {
            sustituir: '1',
          })
        ).json()
      ).report.replaced,
    ).toEqual(['O-0001']);
    const replaced = await db().auditEntry.findFirstOrThrow({
      where: { action: 'invoice.original-replaced', objectId: String(invoice.id) },
    });
    expect(JSON.parse(replaced.changes).sha256).toHaveLength(2);
  });

  it('attaches the PDFs of a ZIP of NUMBER.pdf (macOS leftovers ignored; in a folder only when the whole path is the number)', async () => {
    // A number holding '/' travels as folders; a folder whose path is no number is refused, never
    // matched by the file's own name (that invoice may be another hotel's).
    const { hotelId } = await invoiceByNumber('O-0002');
    await db().invoice.create({
      data: {
        hotelId,
        number: 'A/2026/0042',
        date: '2026-01-10',
        dueDate: '2026-02-10',
        type: 1,
        description: 'Con barras',
        amountCents: 100,
      },
    });
    const zip = zipSync({
      'lote/O-0002.pdf': await pdf('O-0002 en una carpeta'),
      'A/2026/0042.pdf': await pdf('A/2026/0042'),
      'O-0003.pdf': await pdf('O-0003'),
      '__MACOSX/._O-0003.pdf': text('x'),
      'leeme.txt': text('hola'),
    });
    const answer = await (
      await upload(browsers.support, attach, 'facturas/originales', [['ficheros', 'originales.zip', zip]])
    ).json();
    expect(answer.report).toMatchObject({
      attached: ['A/2026/0042', 'O-0003'],
      invalid: [
        {
          name: 'lote/O-0002.pdf',
          reason: 'el nombre no es NÚMERO.pdf (está en una carpeta y «lote/O-0002» no es el número de ninguna factura)',
        },
        { name: 'leeme.txt', reason: 'el nombre no es NÚMERO.pdf' },
      ],
    });
    expect(await db().invoiceOriginal.count()).toBe(2);
    expect(await db().invoiceOriginal.count({ where: { invoice: { number: 'O-0002' } } })).toBe(0);
  });

  describe('refuses ZIP bombs', () => {
    async function refused(zip: Uint8Array, reason: RegExp) {
      const audit = await db().auditEntry.count();
      const res = await upload(browsers.support, attach, 'facturas/originales', [
        ['ficheros', 'bomba.zip', zip],
        ['ficheros', 'O-0001.pdf', await pdf('O-0001')],
      ]);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toMatch(reason);
      // Refused whole: not even the good PDF beside it is stored.
      expect(await db().invoiceOriginal.count()).toBe(0);
      expect(await db().auditEntry.count()).toBe(audit);
    }

    it('by entry count', async () => {
      const entries = Object.fromEntries(
        Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, i) => [`N-${i}.pdf`, text('%PDF-')]),
      );
      await refused(
        zipSync(entries, { level: 0 }),
        new RegExp(`tiene ${ZIP_MAX_ENTRIES + 1} ficheros; el máximo es ${ZIP_MAX_ENTRIES}`),
      );
    });

    it('by the declared total of highly compressible entries', async () => {
      const zeros = new Uint8Array(ORIGINAL_MAX_BYTES - 1024);
      const entries = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`N-${i}.pdf`, zeros]));
      await refused(zipSync(entries, { level: 1 }), /descomprimidos; el máximo es 100 MB/);
    });

    it('by a declared size too large for one file, and by a lie about the size (stopped while inflating)', async () => {
      const huge = zipSync({ 'O-0001.pdf': new Uint8Array(64 * 1024 * 1024) }, { level: 9 });
      expect(huge.byteLength).toBeLessThan(200_000);
      const a = await (
        await upload(browsers.support, attach, 'facturas/originales', [['ficheros', 'a.zip', huge]])
      ).json();
      expect(a.report.invalid).toEqual([{ name: 'O-0001.pdf', reason: 'ocupa 64.0 MB; el máximo es 5 MB' }]);

      // The same bomb declaring 1 kB in both headers: inflating stops at the declared size.
      const liar = Buffer.from(huge);
      const cd = liar.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      liar.writeUInt32LE(1024, 22);
      liar.writeUInt32LE(1024, cd + 24);
      const b = await (
        await upload(browsers.support, attach, 'facturas/originales', [['ficheros', 'b.zip', new Uint8Array(liar)]])
      ).json();
      expect(b.report.invalid).toEqual([
        { name: 'O-0001.pdf', reason: 'está dañado en el ZIP o no coincide con el tamaño que declara' },
      ]);
      expect(await db().invoiceOriginal.count()).toBe(0);
    });

    it('a damaged ZIP', async () => {
      const zip = zipSync({ 'O-0001.pdf': await pdf('x') });
      await refused(zip.subarray(0, zip.byteLength - 10), /ZIP está dañado/);
    });
  });
});

describe('one invoice', () => {
  it('is corrected with every field checked, audited as before → after, and removed with confirmation', async () => {
    const inv = await db().invoice.create({
      data: {
        hotelId,
        number: 'E-0001',
        date: '2026-01-10',
        dueDate: '2026-02-10',
        type: 0,
        description: 'Licencia',
        amountCents: 100000,
      },
    });
    await db().invoice.create({
      data: {
        hotelId,
        number: 'E-0002',
        date: '2026-01-10',
        dueDate: '2026-02-10',
        type: 0,
        description: 'Otra',
        amountCents: 1,
      },
    });
    const form = {
      numero: 'E-0001',
      hotel: String(hotelId),
      fecha: '2026-01-10',
      vencimiento: '2026-02-10',
      tipo: '0',
      descripcion: 'Licencia',
      importe: '1000,00',
    };
    const bad = await call(browsers.support, edit, `facturas/${inv.id}`, {
      form: { ...form, vencimiento: '2026-01-01', importe: 'mil' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(
      'El vencimiento es anterior a la fecha.\nEl importe no es un número (p. ej. 1452,00).',
    );
    expect(
      (await (await call(browsers.support, edit, `facturas/${inv.id}`, { form: { ...form, numero: 'E-0002' } })).json())
        .message,
    ).toBe('Ya existe otra factura con el número E-0002.');
    expect(await invoiceByNumber('E-0001')).toEqual(inv);

    const ok = await (
      await call(browsers.support, edit, `facturas/${inv.id}`, {
        form: { ...form, hotel: String(otherHotelId), tipo: '2', importe: '1.250,50' },
      })
    ).json();
    expect(ok).toEqual({ ok: true, message: 'Factura corregida.' });
    expect(await invoiceByNumber('E-0001')).toMatchObject({ hotelId: otherHotelId, type: 2, amountCents: 125050 });
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'invoice.updated', objectId: String(inv.id) },
    });
    expect(JSON.parse(entry.changes)).toEqual({
      hotel: ['Hotel Albufera', 'Hotel Dunas'],
      tipo: ['Venta', 'Soporte'],
      importe: ['1000.00', '1250.50'],
    });

    expect((await call(browsers.support, remove, `facturas/${inv.id}/borrar`, { form: {} })).status).toBe(400);
    expect(await db().invoice.count({ where: { id: inv.id } })).toBe(1);
    expect(
      await (await call(browsers.support, remove, `facturas/${inv.id}/borrar`, { form: { confirmar: '1' } })).json(),
    ).toMatchObject({ ok: true, then: '/gestion/facturas' });
    expect(await db().invoice.count({ where: { id: inv.id } })).toBe(0);
    const gone = await db().auditEntry.findFirstOrThrow({
      where: { action: 'invoice.deleted', objectId: String(inv.id) },
    });
    expect(JSON.parse(gone.changes)).toMatchObject({
      número: 'E-0001',
      hotel: 'Hotel Dunas',
      importe: '1250.50',
      original: 'no',
    });
    expect((await call(browsers.support, edit, `facturas/${inv.id}`, { form })).status).toBe(404);
  });

  it('refuses a correction whose description is not one line of text, and keeps the invoice as it was', async () => {
    const inv = await db().invoice.create({
      data: {
        hotelId,
        number: 'E-0101',
        date: '2026-01-10',
        dueDate: '2026-02-10',
        type: 0,
        description: 'Licencia',
        amountCents: 100000,
      },
    });
    const form = {
      numero: 'E-0101',
      hotel: String(hotelId),
      fecha: '2026-01-10',
      vencimiento: '2026-02-10',
      tipo: '0',
      importe: '1000,00',
    };
    const audit = await db().auditEntry.count();
    for (const descripcion of [
      'Servicio\n=HYPERLINK("http://x.invalid";"pulse")',
      'Servicio\r=1+1',
      'Licencia \u001b[2J',
      'Licencia\u2028anual',
    ]) {
      const res = await call(browsers.support, edit, `facturas/${inv.id}`, { form: { ...form, descripcion } });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(
        'La descripción lleva un salto de línea u otro carácter de control: ha de ser una sola línea de texto.',
      );
    }
    expect(await invoiceByNumber('E-0101')).toEqual(inv);
    expect(await db().auditEntry.count()).toBe(audit);
    expect(
      await (
        await call(browsers.support, edit, `facturas/${inv.id}`, { form: { ...form, descripcion: 'Licencia\tanual' } })
      ).json(),
    ).toEqual({ ok: true, message: 'Factura corregida.' });
  });

  it("a hotel's list downloads as the customer gets it", async () => {
    await db().invoice.create({
      data: {
        hotelId,
        number: 'D-0001',
        date: '2026-01-10',
        dueDate: '2026-02-10',
        type: 0,
        description: 'Licencia',
        amountCents: 100000,
      },
    });
    const csv = await call(browsers.support, hotelCsv, `facturas/hotel/facturas.csv?hotel=${hotelId}&anio=2026`);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="facturas-hotel-albufera-2026.csv"');
    expect(await csv.text()).toContain('"D-0001";"10/01/2026"');
    const zip = await call(browsers.support, hotelZip, `facturas/hotel/facturas.zip?hotel=${hotelId}&anio=2026`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    // The panel's pages, as the customer's facturas.json gives them; no such hotel: 404.
    const view = await (
      await call(browsers.support, hotelJson, `facturas/hotel/facturas.json?hotel=${hotelId}&anio=2026&q=D-0001`)
    ).json();
    expect(view).toMatchObject({
      pagina: 1,
      paginas: 1,
      totals: { count: 1, totalCents: 100000 },
      invoices: [{ numero: 'D-0001', vencimiento: '2026-02-10' }],
    });
    expect((await call(browsers.support, hotelJson, 'facturas/hotel/facturas.json?hotel=987654')).status).toBe(404);
  });
});

describe('role matrix', () => {
  it('redacción gets 403 on every invoice call and nothing changes', async () => {
    const inv = await db().invoice.create({
      data: {
        hotelId,
        number: 'R-0001',
        date: '2026-01-10',
        dueDate: '2026-02-10',
        type: 0,
        description: 'Licencia',
        amountCents: 100000,
      },
    });
    const pending = await uploaded(browsers.support, csvOf('B46111222;R-0002;2026-01-31;2026-03-02;venta;Licencia;10'));
    const before = await snapshot();
    const [audit, imports] = [await db().auditEntry.count(), await db().invoiceImport.count()];
    const c = browsers.editor;
    const statuses = [
      (
        await upload(c, uploadCsv, 'facturas/importar', [
          ['fichero', 'f.csv', csvOf('B46111222;R-0003;2026-01-31;2026-03-02;venta;Licencia;10')],
        ])
      ).status,
      (await call(c, confirm, `facturas/importar/${pending}`, { form: {} })).status,
      (await upload(c, attach, 'facturas/originales', [['ficheros', 'R-0001.pdf', await pdf('R-0001')]])).status,
      (
        await call(c, edit, `facturas/${inv.id}`, {
          form: {
            numero: 'R-0001',
            hotel: String(hotelId),
            fecha: '2026-01-10',
            vencimiento: '2026-02-10',
            tipo: '1',
            descripcion: 'x',
            importe: '1',
          },
        })
      ).status,
      (await call(c, remove, `facturas/${inv.id}/borrar`, { form: { confirmar: '1' } })).status,
      (await call(c, staffPdf, `facturas/${inv.id}/pdf`)).status,
      (await call(c, hotelCsv, `facturas/hotel/facturas.csv?hotel=${hotelId}`)).status,
      (await call(c, hotelZip, `facturas/hotel/facturas.zip?hotel=${hotelId}`)).status,
      (await call(c, hotelJson, `facturas/hotel/facturas.json?hotel=${hotelId}`)).status,
    ];
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(await snapshot()).toEqual(before);
    expect(await db().auditEntry.count()).toBe(audit);
    expect(await db().invoiceImport.count()).toBe(imports);
    // Without a session: 401.
    expect((await call(new TestClient('198.51.100.250'), staffPdf, `facturas/${inv.id}/pdf`)).status).toBe(401);
  });
});
