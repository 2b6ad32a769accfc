// The account area's invoice downloads, through their route handlers: refusals as for one PDF,
// the ZIP streamed with bounded memory, and a staff-uploaded original served instead of our copy.
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as csvGet } from '@/app/(account)/micuenta/facturas.csv/route';
import { GET as jsonGet } from '@/app/(account)/micuenta/facturas.json/route';
import { GET as zipGet } from '@/app/(account)/micuenta/facturas.zip/route';
import { POST as pdfPost } from '@/app/api/Data/GetFacturaPdf/route';
import { POST as invoicesPost } from '@/app/api/Data/GetFacturasHotelContacto/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { seedDemoInvoices } from '@/lib/invoices/demo-seed';
import { db } from '@/lib/db';
import { TestClient } from '@/lib/testing/http-client';
import { DOWNLOAD_MAX } from './list-view';
import { attachOriginals, ORIGINAL_MAX_BYTES, pdfFilesInZip } from './originals';
import { INVOICE_READ_PAGE } from './service';
import { zipSync } from 'fflate';

// The real renderer, counted: a streamed ZIP sends its first bytes before it has drawn them all.
// `beats` counts a heartbeat on the event loop when a test runs one; each render notes it.
const renders = vi.hoisted(() => ({ count: 0, beats: 0, beatsAtRender: [] as number[] }));
vi.mock('@/lib/invoices/pdf', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/invoices/pdf')>();
  return {
    ...actual,
    renderInvoicePdf: (...args: Parameters<typeof actual.renderInvoicePdf>) => (
      renders.count++,
      renders.beatsAtRender.push(renders.beats),
      actual.renderInvoicePdf(...args)
    ),
  };
});

let peer = 0;
async function signedIn(email: string): Promise<TestClient> {
  const c = new TestClient(`203.0.113.${++peer}`);
  const res = await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } });
  expect((await res.json()).loginok).toBe(true);
  return c;
}
const get = (c: TestClient, handler: (req: Request) => Promise<Response>, path: string) =>
  c.send(handler, `../../micuenta/${path}`);
const hotelId = async (name: string) => (await db().hotel.findFirstOrThrow({ where: { name } })).id;

async function onePagePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return doc.save();
}

let big = 0;
beforeAll(async () => {
  await seedAccounts();
  await seedDemoInvoices();
  // A hotel of 200 invoices for the demo billing contact.
  const user = await db().user.findUniqueOrThrow({ where: { email: 'facturas@hotelmediterraneo.es' } });
  const hotel = await db().hotel.create({
    data: { name: 'Hotel Doscientos', legalName: 'Doscientos Hoteles, S.L.', taxId: 'B99999999' },
  });
  big = hotel.id;
  await db().hotelContact.create({ data: { userId: user.id, hotelId: hotel.id, contactType: 1, name: 'Lucía' } });
  await db().invoice.createMany({
    data: Array.from({ length: 200 }, (_, i) => ({
      hotelId: hotel.id,
      number: `Z25-${String(i + 1).padStart(4, '0')}`,
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
      dueDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-28`,
      type: i % 4,
      description: `Concepto ${i + 1} con una descripción de longitud razonable para la factura`,
      amountCents: 10000 + i,
    })),
  });
});

describe('invoice downloads', () => {
  it('refuse as a single PDF does: 401 without a session, 403 to a type-2 contact and to another customer, 400 for a bad query', async () => {
    const med = await hotelId('Hotel Mediterráneo');
    const anon = new TestClient('203.0.113.200');
    for (const h of [csvGet, zipGet, jsonGet]) expect((await get(anon, h, `facturas.x?hotel=${med}`)).status).toBe(401);
    const reception = await signedIn('recepcion@hotelmediterraneo.es');
    const other = await signedIn('direccion@hotelatlantico.es');
    for (const c of [reception, other]) {
      for (const h of [csvGet, zipGet, jsonGet]) {
        const res = await get(c, h, `facturas.x?hotel=${med}&anio=todos`);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: 'forbidden', message: 'Acceso denegado' });
      }
      // The same answer for a hotel that does not exist.
      expect((await get(c, csvGet, 'facturas.csv?hotel=987654')).status).toBe(403);
    }
    const mine = await signedIn('facturas@hotelmediterraneo.es');
    const bad = await get(mine, csvGet, `facturas.csv?hotel=${med}&anio=dosmil`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/Año no válido/);
    expect((await get(mine, zipGet, 'facturas.zip')).status).toBe(400);
  });

  it('CSV of the filtered set with a Spanish file name, never cached', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const med = await hotelId('Hotel Mediterráneo');
    const res = await get(c, csvGet, `facturas.csv?hotel=${med}&anio=2025&tipo=soporte`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="facturas-hotel-mediterraneo-2025-soporte.csv"',
    );
    const lines = (await res.text()).trim().split('\r\n');
    const expected = (await db().invoice.findMany({ where: { hotelId: med, type: 2, date: { startsWith: '2025-' } } }))
      .length;
    expect(lines).toHaveLength(1 + expected);
  });

  it('the page list carries number and due date, 50 rows a page with the sums of the whole selection; the contract list stays whole and exactly as it was', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const med = await hotelId('Hotel Mediterráneo');
    const view = await (await get(c, jsonGet, `facturas.json?hotel=${med}&anio=todos`)).json();
    const contract = await (await c.send(invoicesPost, 'GetFacturasHotelContacto', { json: med })).json();
    expect(Object.keys(contract[0]).sort()).toEqual(['descripcion', 'fecha', 'id', 'importe', 'tipo', 'ultima']);
    expect(view.invoices.map((r: { id: number }) => r.id)).toEqual(contract.map((r: { id: number }) => r.id));
    expect(view.invoices[0]).toMatchObject({
      numero: expect.stringMatching(/^\d{4}-\d{4}$/),
      vencimiento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ultima: true,
    });

    // 200 invoices: the contract still answers all of them; the page's list, a page of 50 at a time.
    const all = await (await c.send(invoicesPost, 'GetFacturasHotelContacto', { json: big })).json();
    expect(all).toHaveLength(200);
    const second = await (await get(c, jsonGet, `facturas.json?hotel=${big}&anio=2025&pagina=2`)).json();
    expect(second).toMatchObject({
      pagina: 2,
      paginas: 4,
      filters: { anio: 2025, tipo: null, q: '' },
      years: [2025],
      any: true,
    });
    expect(second.invoices.map((r: { id: number }) => r.id)).toEqual(
      all.slice(50, 100).map((r: { id: number }) => r.id),
    );
    // The sums are the selection's, not the page's.
    const cents = all.reduce((sum: number, r: { importe: number }) => sum + Math.round(r.importe * 100), 0);
    expect(second.totals).toMatchObject({ count: 200, totalCents: cents });
    expect(second.yearTotalCents).toBe(cents);
    expect(second.series).toHaveLength(12);
    // Filtered, and a page past the end shows the last one.
    const support = await (await get(c, jsonGet, `facturas.json?hotel=${big}&anio=2025&tipo=soporte&pagina=9`)).json();
    expect(support).toMatchObject({ pagina: 1, paginas: 1, totals: { count: 50 } });
    expect(support.invoices.every((r: { tipo: number }) => r.tipo === 2)).toBe(true);
  });

  it('past its bound a download is refused before it starts, saying how to ask for less; below it, read a page of rows per query', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const user = await db().user.findUniqueOrThrow({ where: { email: 'facturas@hotelmediterraneo.es' } });
    const hotel = await db().hotel.create({
      data: { name: 'Hotel Cinco Mil', legalName: 'Cinco Mil Hoteles, S.L.', taxId: 'B99999998' },
    });
    await db().hotelContact.create({ data: { userId: user.id, hotelId: hotel.id, contactType: 1, name: 'Lucía' } });
    const count = DOWNLOAD_MAX.zip + 1;
    await db().invoice.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        hotelId: hotel.id,
        number: `M24-${String(i + 1).padStart(5, '0')}`,
        date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        dueDate: '2025-01-31',
        type: i % 4,
        description: `Línea ${i + 1}`,
        amountCents: 1000 + i,
      })),
    });
    renders.count = 0;
    const refused = await get(c, zipGet, `facturas.zip?hotel=${hotel.id}&anio=2024`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'too-many-invoices',
      message:
        'La selección tiene más de 5.000 facturas y un ZIP admite como mucho 5.000. Pide un año cada vez (anio=2025) o elige un tipo para descargar menos.',
    });
    expect(renders.count).toBe(0);
    // One type of that year is within the bound.
    expect((await get(c, zipGet, `facturas.zip?hotel=${hotel.id}&anio=2024&tipo=venta`)).status).toBe(200);

    // The CSV's bound is higher: all 5,001 rows, the header once, read a page at a time.
    const findMany = vi.spyOn(db().invoice, 'findMany');
    try {
      const csv = await get(c, csvGet, `facturas.csv?hotel=${hotel.id}&anio=2024`);
      expect(csv.status).toBe(200);
      expect(csv.body).toBeInstanceOf(ReadableStream);
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines).toHaveLength(1 + count);
      expect(lines.filter((l) => l.includes('Número'))).toHaveLength(1);
      expect(new Set(lines.slice(1).map((l) => l.split(';')[0])).size).toBe(count);
      // Each read asks for one page's invoices by id (their keys read by the selection, selection.ts).
      const pages = findMany.mock.calls.map(([args]) => (args?.where?.id as { in?: number[] } | undefined)?.in);
      expect(pages.length).toBeGreaterThan(count / INVOICE_READ_PAGE);
      expect(pages.every((ids) => ids !== undefined && ids.length <= INVOICE_READ_PAGE)).toBe(true);
    } finally {
      findMany.mockRestore();
    }
  });

  /**
   * Runs `work` beside a heartbeat on the event loop (as a server's sockets are polled: it beats
   * only when the downloads let go of the thread) and counts the PDFs drawn meanwhile with no beat
   * since the one before.
   */
  async function drawnWithoutABeat(work: () => Promise<unknown>): Promise<number> {
    let beating = true;
    const beat = () => {
      renders.beats++;
      if (beating) setImmediate(beat);
    };
    setImmediate(beat);
    renders.count = 0;
    renders.beatsAtRender = [];
    try {
      await work();
    } finally {
      beating = false;
    }
    return renders.beatsAtRender.slice(1).filter((b, i) => b === renders.beatsAtRender[i]).length;
  }

  it('gives the event loop back between PDFs: other work runs all along a ZIP, not after it', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const res = await get(c, zipGet, `facturas.zip?hotel=${big}&anio=2025`);
    expect(res.body).toBeInstanceOf(ReadableStream);
    // Between any two PDFs drawn, the heartbeat got its turn.
    expect(await drawnWithoutABeat(() => res.arrayBuffer())).toBe(0);
    expect(renders.count).toBe(200);
  });

  it('ZIPs at once take turns: one PDF per turn of the event loop, whatever the number of downloads', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const answers = await Promise.all([1, 2, 3].map(() => get(c, zipGet, `facturas.zip?hotel=${big}&anio=2025`)));
    let sizes: number[] = [];
    // Between any two PDFs drawn, by any of the three downloads, the heartbeat got its turn.
    const unbroken = await drawnWithoutABeat(async () => {
      sizes = (await Promise.all(answers.map((res) => res.arrayBuffer()))).map((b) => b.byteLength);
    });
    expect(unbroken).toBe(0);
    expect(renders.count).toBe(600);
    expect(new Set(sizes).size).toBe(1);
  });

  it('streams 200 invoices: first bytes within a second, memory bounded, one valid PDF per invoice named by its number', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const started = performance.now();
    const res = await get(c, zipGet, `facturas.zip?hotel=${big}&anio=2025`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="facturas-hotel-doscientos-2025.zip"');
    const reader = res.body!.getReader();
    // What the stream holds, not the garbage a test process without the server's small young
    // generation leaves lying: collect, then measure from the first chunk on (the first query and
    // render warm caches once). The server's RSS while streaming is in docs/PERFORMANCE.md.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const held = () => {
      gc();
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    renders.count = 0;
    const first = await reader.read();
    const firstByteMs = performance.now() - started;
    expect(firstByteMs).toBeLessThan(1000);
    expect(renders.count).toBeLessThanOrEqual(2);
    const chunks: Uint8Array[] = [first.value!];
    const before = held();
    let peak = before;
    for (let n = 1; ; n++) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(value);
      if (n % 50 === 0) peak = Math.max(peak, held());
    }
    expect(renders.count).toBe(200);
    expect((peak - before) / 2 ** 20).toBeLessThan(30);
    const files = unzipSync(Buffer.concat(chunks));
    const names = Object.keys(files);
    expect(names).toHaveLength(200);
    expect(names).toContain('Z25-0001.pdf');
    for (const name of names.slice(0, 5)) expect((await PDFDocument.load(files[name]!)).getPageCount()).toBe(1);
    expect(names.every((n) => Buffer.from(files[n]!.subarray(0, 5)).toString() === '%PDF-')).toBe(true);
  });

  it('serves the original uploaded by staff instead of the generated copy, in the single PDF and in the ZIP', async () => {
    const c = await signedIn('facturas@hotelmediterraneo.es');
    const original = await onePagePdf('Factura original Z25-0002');
    const notPdf = new TextEncoder().encode('hola, no soy un PDF');
    const zip = zipSync({
      'Z25-0002.pdf': original,
      'Z25-0003.pdf': notPdf,
      'NO-EXISTE.pdf': original,
      'leeme.txt': notPdf,
    });
    const outcomes = await attachOriginals(await pdfFilesInZip(zip));
    expect(Object.fromEntries(outcomes.map((o) => [o.name, o.status]))).toEqual({
      'Z25-0002.pdf': 'attached',
      'Z25-0003.pdf': 'rejected',
      'NO-EXISTE.pdf': 'unknown-number',
      'leeme.txt': 'rejected',
    });
    // Again: the same bytes are left alone; other bytes need --replace.
    expect((await attachOriginals([{ name: 'Z25-0002.pdf', bytes: original }]))[0]!.status).toBe('unchanged');
    const other = await onePagePdf('Otra');
    expect((await attachOriginals([{ name: 'Z25-0002.pdf', bytes: other }]))[0]!.status).toBe('exists');
    expect((await attachOriginals([{ name: 'Z25-0002.pdf', bytes: original }], { replace: true }))[0]!.status).toBe(
      'unchanged',
    );
    const huge = new Uint8Array(ORIGINAL_MAX_BYTES + 1);
    huge.set(new TextEncoder().encode('%PDF-1.7'));
    expect(await attachOriginals([{ name: 'Z25-0004.pdf', bytes: huge }])).toMatchObject([
      { status: 'rejected', reason: expect.stringMatching(/máximo es 5 MB/) },
    ]);

    const invoice = await db().invoice.findUniqueOrThrow({ where: { number: 'Z25-0002' } });
    const single = await (await c.send(pdfPost, 'GetFacturaPdf', { json: { id: invoice.id } })).json();
    expect(single.nombre).toBe('factura-Z25-0002.pdf');
    expect(Buffer.from(single.fichero, 'base64').equals(Buffer.from(original))).toBe(true);
    const res = await get(c, zipGet, `facturas.zip?hotel=${big}&anio=2025&q=Z25-000`);
    const files2 = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files2).sort()).toEqual([
      'Z25-0001.pdf',
      'Z25-0002.pdf',
      'Z25-0003.pdf',
      'Z25-0004.pdf',
      'Z25-0005.pdf',
      'Z25-0006.pdf',
      'Z25-0007.pdf',
      'Z25-0008.pdf',
      'Z25-0009.pdf',
    ]);
    expect(Buffer.from(files2['Z25-0002.pdf']!).equals(Buffer.from(original))).toBe(true);
  });
});
