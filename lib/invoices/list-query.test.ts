// The account page's invoice list for a hotel of 3,000 invoices, through `facturas.json` (the view
// the page embeds at its first render): filters and pages read on the server, the sums and chart
// summed by the database over the same selection as the downloads, a bad parameter read as its
// default, and no parameter ever shows another hotel's invoices.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as csvGet } from '@/app/(account)/micuenta/facturas.csv/route';
import { GET as jsonGet } from '@/app/(account)/micuenta/facturas.json/route';
import { POST as getInvoices } from '@/app/api/Data/GetFacturasHotelContacto/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db, hotReads } from '@/lib/db';
import { TestClient } from '@/lib/testing/http-client';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import type { InvoiceListView } from './list-view';

const EMAIL = 'facturas@hotelmediterraneo.es';
const DESCRIPTIONS = ['Licencia Othello recepción', 'Instalación en RECEPCIÓN', 'Soporte 24x7', 'Formación'];
let big = 0;
let other = 0;
/** A hotel of the same contact whose invoices write words and numbers with punctuation inside. */
let dotted = 0;
/** Hotel A's invoices as seeded, newest first. */
let seeded: { id: number; number: string; date: string; type: number; description: string; amountCents: number }[] = [];

let client: TestClient;
const view = async (query: string): Promise<InvoiceListView> => {
  const res = await client.send(jsonGet, `../../micuenta/facturas.json?${query}`);
  expect(res.status).toBe(200);
  return res.json();
};
const newestFirst = (a: { date: string; id: number }, b: { date: string; id: number }) =>
  b.date.localeCompare(a.date) || b.id - a.id;

beforeAll(async () => {
  await seedAccounts();
  const user = await db().user.findUniqueOrThrow({ where: { email: EMAIL } });
  const hotel = await db().hotel.create({
    data: { name: 'Hotel Tres Mil', legalName: 'Tres Mil, S.L.', taxId: 'B99999997' },
  });
  big = hotel.id;
  await db().hotelContact.create({ data: { userId: user.id, hotelId: big, contactType: 1, name: 'Lucía' } });
  await db().invoice.createMany({
    data: Array.from({ length: 3000 }, (_, i) => ({
      hotelId: big,
      number: `T${2016 + (i % 10)}-${String(i + 1).padStart(5, '0')}`,
      date: `${2016 + (i % 10)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      dueDate: '2026-01-31',
      type: i % 4,
      description: DESCRIPTIONS[i % 7 === 0 ? 1 : i % 4]!,
      amountCents: 1000 + i,
    })),
  });
  seeded = (await db().invoice.findMany({ where: { hotelId: big } })).sort(newestFirst);
  // Another customer's hotel, whose invoices share words and years with A's.
  const b = await db().hotel.create({ data: { name: 'Hotel Ajeno', legalName: 'Ajeno, S.L.', taxId: 'B99999996' } });
  other = b.id;
  await db().invoice.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({
      hotelId: other,
      number: `AJENO-${i + 1}`,
      date: `2025-0${(i % 9) + 1}-10`,
      dueDate: '2026-01-31',
      type: i % 4,
      description: 'Instalación en recepción',
      amountCents: 99_999,
    })),
  });
  const d = await db().hotel.create({ data: { name: 'Hotel Puntos', legalName: 'Puntos, S.L.', taxId: 'B99999995' } });
  dotted = d.id;
  await db().hotelContact.create({ data: { userId: user.id, hotelId: dotted, contactType: 1, name: 'Lucía' } });
  await db().invoice.createMany({
    data: [
      ['FAC-2025/0001', 'Adaptación Veri*Factu del TPV', 12_100],
      ['FAC-2025/0002', 'Integración Ticket-BAI', 24_200],
      ['FAC-2025/0003', 'Cuota Veri-Factu, segundo trimestre', 36_300],
      ['FAC-2024/0009', 'Licencia Othello recepción', 48_400],
    ].map(([number, description, amountCents], i) => ({
      hotelId: dotted,
      number: String(number),
      date: `${String(number).slice(4, 8)}-0${i + 1}-15`,
      dueDate: '2026-01-31',
      type: 1,
      description: String(description),
      amountCents: Number(amountCents),
    })),
  });
  client = new TestClient('203.0.113.77');
  const res = await client.send(login, 'LoginUsuario', { form: { email: EMAIL, pass: DEMO_PASSWORD } });
  expect((await res.json()).loginok).toBe(true);
});

describe('the account page’s invoice list, on the server', () => {
  it('sends one page of 50 rows with the sums of the whole selection, summed by the database', async () => {
    const v = await view(`hotel=${big}&anio=2025`);
    const of2025 = seeded.filter((i) => i.date.startsWith('2025-'));
    expect(v.years).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
    expect(v.invoices.map((i) => i.id)).toEqual(of2025.slice(0, 50).map((i) => i.id));
    expect(v.invoices[0]!.ultima).toBe(true);
    expect(v.totals.count).toBe(of2025.length);
    expect(v.totals.totalCents).toBe(of2025.reduce((s, i) => s + i.amountCents, 0));
    expect(v.totals.byType.map((b) => b.count)).toEqual(
      [0, 1, 2, 3].map((t) => of2025.filter((i) => i.type === t).length),
    );
    expect(v.yearTotalCents).toBe(v.totals.totalCents);
    expect(v.paginas).toBe(Math.ceil(of2025.length / 50));
    // The chart: the twelve months of the year beside those of the year before.
    const march = (y: number) =>
      seeded.filter((i) => i.date.startsWith(`${y}-03`)).reduce((s, i) => s + i.amountCents, 0) / 100;
    expect(v.series).toHaveLength(12);
    expect(v.series[2]).toEqual({ month: '2025-03', total: march(2025), previous: march(2024) });
    // What the page carries of a 3,000-invoice hotel: one page, not the hotel.
    expect(JSON.stringify(v).length).toBeLessThan(25_000);
  });

  it('reads one page of invoice rows from the database, not the hotel’s 3,000', async () => {
    // The invoice rows each read answered: the plain-SQL reads and Prisma's, whichever the view
    // uses (a read of sums answers rows without an invoice number).
    const rowsRead: number[] = [];
    const invoicesFor = vi.spyOn(hotReads(), 'invoicesFor');
    const plain = vi.spyOn(hotReads(), 'rows');
    const spied = vi.spyOn(db().invoice, 'findMany');
    try {
      await view(`hotel=${big}&anio=todos&q=cuota%20licencia`);
      await view(`hotel=${big}&anio=todos&pagina=30`);
      for (const call of [...invoicesFor.mock.results, ...plain.mock.results, ...spied.mock.results]) {
        const rows = (await call.value) as Record<string, unknown>[];
        if (rows.some((row) => 'number' in row)) rowsRead.push(rows.length);
      }
      expect(rowsRead.length).toBeGreaterThan(0);
      expect(Math.max(...rowsRead)).toBeLessThanOrEqual(50);
    } finally {
      invoicesFor.mockRestore();
      plain.mockRestore();
      spied.mockRestore();
    }
  });

  it('filters by type and words (any case or accent), pages through the selection, sums what it selects', async () => {
    const wanted = seeded.filter((i) => i.type === 1 && /instalación/i.test(i.description));
    const v = await view(`hotel=${big}&anio=todos&tipo=servicio&q=INSTALACION%20recepcion&pagina=2`);
    expect(v.filters).toEqual({ anio: 'todos', tipo: 1, q: 'INSTALACION recepcion', estado: null });
    expect(v.totals.count).toBe(wanted.length);
    expect(v.totals.totalCents).toBe(wanted.reduce((s, i) => s + i.amountCents, 0));
    expect(v.yearTotalCents).toBe(seeded.reduce((s, i) => s + i.amountCents, 0));
    expect(v.pagina).toBe(2);
    expect(v.invoices.map((i) => i.id)).toEqual(wanted.slice(50, 100).map((i) => i.id));
    expect(v.series.reduce((s, m) => s + m.total, 0)).toBeCloseTo(v.totals.totalCents / 100, 2);

    // The CSV of the same address holds exactly the invoices the list counts.
    const csv = await client.send(
      csvGet,
      `../../micuenta/facturas.csv?hotel=${big}&anio=todos&tipo=servicio&q=INSTALACION%20recepcion`,
    );
    expect(csv.status).toBe(200);
    const numbers = (await csv.text())
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';')[0]!.replace(/"/g, ''));
    expect(numbers).toEqual(wanted.map((i) => i.number));
  });

  it('reads a bad parameter as its default: the year with invoices, every type, the first or last page', async () => {
    const plain = await view(`hotel=${big}`);
    // No invoice of this year: the latest year with any.
    expect(plain.filters).toEqual({ anio: 2025, tipo: null, q: '', estado: null });
    for (const query of ['anio=dosmil', 'tipo=facturas', 'pagina=abc', 'pagina=-3', `q=${'x'.repeat(101)}`]) {
      const v = await view(`hotel=${big}&${query}`);
      expect(v.filters, query).toEqual(plain.filters);
      expect(v.pagina, query).toBe(1);
      expect(
        v.invoices.map((i) => i.id),
        query,
      ).toEqual(plain.invoices.map((i) => i.id));
    }
    const last = await view(`hotel=${big}&anio=2025&pagina=9999`);
    expect(last.pagina).toBe(last.paginas);
    expect(last.invoices.length).toBeGreaterThan(0);
    const none = await view(`hotel=${big}&anio=2025&q=nadaqueencontrar`);
    expect(none).toMatchObject({ any: true, invoices: [], paginas: 1, pagina: 1, totals: { count: 0, totalCents: 0 } });
    // A wildcard or pattern character typed is a character (GLOB's on SQLite, a regular
    // expression's on PostgreSQL, LIKE's): «24.7» is not «24x7». Inside a word «.» and «*» are
    // punctuation the search skips (search-fold.ts), so «24.7» is «247»: the numbers …-00247.
    expect((await view(`hotel=${big}&anio=todos&q=24x7`)).totals.count).toBeGreaterThan(0);
    for (const typed of '% _ * ? [x] 24?7 x+ (x) \\ ^S 7$ x|Y x{1}'.split(' ')) {
      expect((await view(`hotel=${big}&anio=todos&q=${encodeURIComponent(typed)}`)).totals.count, typed).toBe(0);
    }
    const with247 = seeded.filter((i) => i.number.replace('-', '').includes('247')).length;
    for (const typed of ['24.7', '24*7']) {
      expect((await view(`hotel=${big}&anio=todos&q=${encodeURIComponent(typed)}`)).totals.count, typed).toBe(with247);
    }
  });

  it('finds a word across the punctuation inside it (Veri*Factu, FAC-2025/…), in the list, its sums and its CSV', async () => {
    const numbers = async (q: string) => {
      const v = await view(`hotel=${dotted}&anio=todos&q=${encodeURIComponent(q)}`);
      expect(v.totals.count, q).toBe(v.invoices.length);
      return v.invoices.map((i) => i.numero).sort();
    };
    for (const q of ['verifactu', 'VERI FACTU', 'veri*factu', 'Veri-Factu'])
      expect(await numbers(q), q).toEqual(['FAC-2025/0001', 'FAC-2025/0003']);
    expect(await numbers('ticketbai')).toEqual(['FAC-2025/0002']);
    expect(await numbers('fac2025')).toEqual(['FAC-2025/0001', 'FAC-2025/0002', 'FAC-2025/0003']);
    expect(await numbers('fac-2025-0002')).toEqual(['FAC-2025/0002']);
    expect(await numbers('20240009')).toEqual(['FAC-2024/0009']);
    const v = await view(`hotel=${dotted}&anio=todos&q=verifactu`);
    expect(v.totals.totalCents).toBe(12_100 + 36_300);
    expect(v.series.reduce((s, m) => s + m.total, 0)).toBeCloseTo(484, 2);
    const csv = await client.send(csvGet, `../../micuenta/facturas.csv?hotel=${dotted}&anio=todos&q=verifactu`);
    expect(csv.status).toBe(200);
    expect(
      (await csv.text())
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(';')[0]!.replace(/"/g, '')),
    ).toEqual(['FAC-2025/0003', 'FAC-2025/0001']);
  });

  it('reads a search along the hotel’s index, never the table', async () => {
    const { result, verdict } = await checkQueryPlans(() => view(`hotel=${big}&anio=todos&q=recepcion%20t2025-0`));
    expect(result.invoices.length).toBeGreaterThan(0);
    // Grouping the sums and the years, and PostgreSQL's sort of one date's invoices by id, are the
    // list's with or without a search (payment-list.test.ts); a search adds no read of the table.
    expect(
      verdict.problems.filter(
        (p) => !/^sorts rows of Invoice \((USE TEMP B-TREE FOR (GROUP BY|DISTINCT)|Incremental Sort)\)/.test(p),
      ),
    ).toEqual([]);
    // The sums of the selection and its page of ids, within the hotel on one of its indexes.
    const searches = verdict.plans.filter((p) => / (GLOB|~) /.test(p.sql));
    expect(searches).toHaveLength(2);
    for (const p of searches) expect(p.plan.join('\n'), p.sql).toMatch(/Invoice_hotelId_\w+_idx/);
  });

  it('never shows another hotel’s invoices, whatever the parameters', async () => {
    for (const query of [`hotel=${other}`, `hotel=${other}&hotel=${big}`, `hotel=${other}&anio=todos&q=AJENO`]) {
      const res = await client.send(jsonGet, `../../micuenta/facturas.json?${query}`);
      expect(res.status, query).toBe(403);
    }
    for (const query of [
      `hotel=${big}&hotel=${other}&anio=todos`,
      `hotel=${big}&anio=todos&q=AJENO`,
      `hotel=${big}&anio=2025&tipo=venta&pagina=2`,
    ]) {
      const v = await view(query);
      expect(
        v.invoices.every((i) => !i.numero.startsWith('AJENO')),
        query,
      ).toBe(true);
      expect(
        v.totals.byType.every((b) => b.totalCents < 99_999 * 30),
        query,
      ).toBe(true);
    }
    expect((await view(`hotel=${big}&anio=todos&q=AJENO`)).totals.count).toBe(0);
  });
});

describe('the contract’s invoice list of the same hotel (GetFacturasHotelContacto)', () => {
  it('answers all 3,000 in the contract’s fields, newest first, in the very text JSON.stringify writes', async () => {
    const res = await client.send(getInvoices, 'GetFacturasHotelContacto', { json: big });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const expected = seeded.map((i, n) => ({
      id: i.id,
      fecha: i.date,
      tipo: i.type,
      descripcion: i.description,
      importe: i.amountCents / 100,
      ultima: n === 0,
    }));
    expect(await res.text()).toBe(JSON.stringify(expected));
  });
});
