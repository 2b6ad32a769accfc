// What the hotel owes, as its billing contact's invoice list says it: each row's state and paid
// date, the filter by state (read by the database along an index), the pending and overdue totals
// that match the list, the transfer details; a type-2 contact gets none of it (no amounts); and the
// contract's GetFacturasHotelContacto answers exactly what it answered before, byte for byte.
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as csvGet } from '@/app/(account)/micuenta/facturas.csv/route';
import { GET as jsonGet } from '@/app/(account)/micuenta/facturas.json/route';
import { POST as invoicesPost } from '@/app/api/Data/GetFacturasHotelContacto/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { GET as pay } from '@/app/api/cuenta/facturas/[id]/pagar/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { TestClient } from '@/lib/testing/http-client';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { owedTotals } from './list-query';
import type { InvoiceListView } from './list-view';
import { madridToday } from './payment-state';

const BILLING = 'facturas@hotelmediterraneo.es';
const RECEPTION = 'recepcion@hotelmediterraneo.es';
let hotelId = 0;
let billing: TestClient;

/** A date `days` from today in Madrid. */
function day(days: number): string {
  const [y, m, d] = madridToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function signedIn(email: string, peer: string): Promise<TestClient> {
  const c = new TestClient(peer);
  const res = await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } });
  expect((await res.json()).loginok).toBe(true);
  return c;
}

beforeAll(async () => {
  await seedAccounts();
  const user = await db().user.findUniqueOrThrow({ where: { email: BILLING } });
  const reception = await db().user.findUniqueOrThrow({ where: { email: RECEPTION } });
  const hotel = await db().hotel.create({
    data: { name: 'Hotel Deudas', legalName: 'Deudas, S.L.', taxId: 'B99999989', sepaMandate: 'MANDATO-0042' },
  });
  hotelId = hotel.id;
  await db().hotelContact.create({ data: { userId: user.id, hotelId, contactType: 1, name: 'Ana' } });
  await db().hotelContact.create({ data: { userId: reception.id, hotelId, contactType: 2, name: 'Luis' } });
  const year = madridToday().slice(0, 4);
  const rows = [
    { number: 'P-1', dueDate: day(-40), paidAt: day(-45), amountCents: 10_000 },
    { number: 'P-2', dueDate: day(-10), paidAt: day(-2), amountCents: 20_000 },
    { number: 'V-1', dueDate: day(-1), paidAt: null, amountCents: 30_000 },
    { number: 'V-2', dueDate: day(-20), paidAt: null, amountCents: 40_000 },
    { number: 'N-1', dueDate: day(0), paidAt: null, amountCents: 50_000 },
    { number: 'N-2', dueDate: day(30), paidAt: null, amountCents: 60_000 },
  ];
  await db().invoice.createMany({
    data: rows.map((r) => ({ ...r, hotelId, date: `${year}-01-01`, type: 1, description: 'Cuota' })),
  });
  billing = await signedIn(BILLING, '198.51.100.10');
});

const view = async (query: string): Promise<InvoiceListView> => {
  const res = await billing.send(jsonGet, `../../micuenta/facturas.json?hotel=${hotelId}&anio=todos&${query}`);
  expect(res.status).toBe(200);
  return res.json();
};

describe('the payment state in the invoices tab', () => {
  it('marks each row paid, pending or overdue, with its paid date', async () => {
    const v = await view('');
    const byNumber = Object.fromEntries(v.invoices.map((i) => [i.numero, [i.estado, i.fechapago]]));
    expect(byNumber).toEqual({
      'P-1': ['pagada', day(-45)],
      'P-2': ['pagada', day(-2)],
      'V-1': ['vencida', null],
      'V-2': ['vencida', null],
      'N-1': ['pendiente', null],
      'N-2': ['pendiente', null],
    });
  });

  it('filters by state on the server, and the totals match the filtered lists', async () => {
    const all = await view('');
    expect(all.owed).toEqual({ pendingCount: 2, pendingCents: 110_000, overdueCount: 2, overdueCents: 70_000 });
    const overdue = await view('estado=vencida');
    expect(overdue.invoices.map((i) => i.numero).sort()).toEqual(['V-1', 'V-2']);
    expect(overdue.totals.totalCents).toBe(all.owed.overdueCents);
    const pending = await view('estado=pendiente');
    expect(pending.invoices.map((i) => i.numero).sort()).toEqual(['N-1', 'N-2']);
    expect(pending.totals.totalCents).toBe(all.owed.pendingCents);
    expect((await view('estado=pagada')).totals.count).toBe(2);
    // The owed totals are the hotel's, whatever the filter.
    expect(overdue.owed).toEqual(all.owed);
    // The CSV holds what the filter selects, with the state.
    const csv = await (
      await billing.send(csvGet, `../../micuenta/facturas.csv?hotel=${hotelId}&anio=todos&estado=vencida`)
    ).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).toContain(';"Vencida"');
  });

  it('says how to pay: no transfer details until staff save them (never placeholders), the hotel’s mandate', async () => {
    const v = await view('');
    expect(v.payment).toEqual({ transfer: null, mandate: 'MANDATO-0042', canPayOnline: false });
    expect(JSON.stringify(v)).not.toContain('ES00');
    // No payment provider is configured: no "Pagar", and its address says how to pay instead.
    const res = await billing.send(pay, `../cuenta/facturas/${v.invoices[0]!.id}/pagar`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/transferencia/);
  });

  it('reads the state filter and the totals along an index', async () => {
    const today = madridToday();
    const { verdict } = await checkQueryPlans(() => owedTotals(hotelId, today));
    expect(verdict.problems).toEqual([]);
    // From the index alone, amounts included: a hotel can owe thousands of invoices, and reading
    // each row for its amount cost 5 ms a page at 3,000.
    expect(verdict.plans.flatMap((p) => p.plan).join('\n')).toMatch(
      /COVERING INDEX Invoice_hotelId_paidAt_dueDate_amountCents_idx|Index Only Scan/,
    );
    // The page's own reads of the filtered selection (its page of rows, its count); the sums per
    // month and the years are aggregates of one hotel, grouped as before this filter existed.
    const filtered = await checkQueryPlans(() => view('estado=vencida'), {
      ignore: (q) => /GROUP BY|SELECT DISTINCT/.test(q.sql),
    });
    // PostgreSQL walks Invoice(hotelId, date) and sorts the invoices of one date by id, for the
    // unfiltered list as much as for this filter (an Incremental Sort, not a read of the table).
    expect(filtered.verdict.problems.filter((p) => !p.startsWith('sorts rows of Invoice (Incremental Sort)'))).toEqual(
      [],
    );
    expect(filtered.verdict.plans.some((p) => /paidAt/.test(p.sql))).toBe(true);
  });

  it('shows a type-2 contact no invoice, so no amount', async () => {
    const reception = await signedIn(RECEPTION, '198.51.100.11');
    const res = await reception.send(jsonGet, `../../micuenta/facturas.json?hotel=${hotelId}&estado=vencida`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(await res.json())).not.toMatch(/importe|owed|40000/);
  });

  it('leaves GetFacturasHotelContacto as it was, byte for byte: no state, no paid date', async () => {
    const res = await billing.send(invoicesPost, 'GetFacturasHotelContacto', { json: hotelId });
    const rows = await db().invoice.findMany({ where: { hotelId }, orderBy: [{ date: 'desc' }, { id: 'desc' }] });
    const expected = JSON.stringify(
      rows.map((r, i) => ({
        id: r.id,
        fecha: r.date,
        tipo: r.type,
        descripcion: r.description,
        importe: r.amountCents / 100,
        ultima: i === 0,
      })),
    );
    expect(await res.text()).toBe(expected);
  });
});
