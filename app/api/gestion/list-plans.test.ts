// Every query of the back office's growing lists and searches, on a seeded database, reads along an
// index: no full scan of a big table and no sort of its rows (lib/testing/query-plans.ts), on
// SQLite and (TEST_POSTGRES_SERVER) on PostgreSQL. The pages of a vendor's ten years (240,000
// invoices, 1,000,000 audit entries, 200,000 mails) cost what the first page costs.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { searchNameOf } from '@/lib/account/search-name';
import { findHotels, listHotels } from '@/lib/account/staff/hotels';
import { auditFilterFrom } from '@/lib/audit/filter';
import { queryAudit } from '@/lib/audit/trail';
import { decodeCursor } from '@/lib/http/keyset';
import { listStaffInvoices, staffInvoiceFilterFrom } from '@/lib/invoices/staff/invoices';
import { outboxFilterFrom, queryOutbox } from '@/lib/mail/staff/outbox';
import { checkQueryPlans, type RecordedQuery } from '@/lib/testing/query-plans';

const names = ['Hotel Cádiz Centro', 'Hostal Ávila', 'Hotel Levante', 'Apartamentos Sol', 'Hotel Río'];

beforeAll(async () => {
  for (let i = 0; i < 40; i++) {
    const name = `${names[i % names.length]} ${i}`;
    await db().hotel.create({
      data: { name, searchName: searchNameOf(name), legalName: name, taxId: `B${String(10000000 + i)}` },
    });
  }
  const hotels = await db().hotel.findMany({ select: { id: true } });
  await db().invoice.createMany({
    data: Array.from({ length: 300 }, (_, i) => ({
      hotelId: hotels[i % hotels.length]!.id,
      number: `${2016 + (i % 10)}-${String(i).padStart(5, '0')}`,
      date: `${2016 + (i % 10)}-0${1 + (i % 9)}-1${i % 10}`,
      dueDate: '2026-12-31',
      type: i % 4,
      description: 'Servicio',
      amountCents: 1000 + i,
    })),
  });
  await db().auditEntry.createMany({
    data: Array.from({ length: 300 }, (_, i) => ({
      actorId: 1 + (i % 3),
      actorEmail: `p${i % 3}@millehotel.es`,
      action: ['hotel.updated', 'invoice.updated', 'news.updated'][i % 3]!,
      objectType: ['hotel', 'factura', 'noticia'][i % 3]!,
      objectId: String(i % 50),
      at: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000),
    })),
  });
  await db().outboxMail.createMany({
    data: Array.from({ length: 300 }, (_, i) => ({
      to: `Contacto${i % 60}@Hotel${i % 7}.es`,
      recipient: `contacto${i % 60}@hotel${i % 7}.es`,
      subject: 's',
      text: 't',
      kind: ['reply', 'enquiry-visitor', 'new-browser'][i % 3]!,
      status: ['pending', 'failed', 'sent'][i % 3]!,
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
    })),
  });
});

/** The plans' problems of `run`, leaving out what `ignore` names. */
async function problemsOf(run: () => Promise<unknown>, ignore?: (q: RecordedQuery) => boolean) {
  const { verdict } = await checkQueryPlans(run, { ignore });
  expect(verdict.plans.length).toBeGreaterThan(0);
  return verdict.problems;
}

describe('/gestion/facturas', () => {
  it('pages newest first and on, along Invoice(date, id)', async () => {
    const first = await listStaffInvoices({});
    expect(first.rows).toHaveLength(25);
    expect(first.total).toBe(300);
    expect(await problemsOf(() => listStaffInvoices({}))).toEqual([]);
    expect(await problemsOf(() => listStaffInvoices({}, decodeCursor(first.next)))).toEqual([]);
    const second = await listStaffInvoices({}, decodeCursor(first.next));
    expect(await problemsOf(() => listStaffInvoices({}, decodeCursor(second.prev)))).toEqual([]);
    expect(second.rows[0]!.date <= first.rows.at(-1)!.date).toBe(true);
  });

  it('searches by the start of the number along its index', async () => {
    const { filter, cursor } = staffInvoiceFilterFrom(new URLSearchParams('q=2019-'));
    const found = await listStaffInvoices(filter, cursor);
    expect(found.total).toBe(30);
    expect(found.rows.every((r) => r.number.startsWith('2019-'))).toBe(true);
    expect(await problemsOf(() => listStaffInvoices(filter, cursor))).toEqual([]);
    expect(await problemsOf(() => listStaffInvoices(filter, decodeCursor(found.next)))).toEqual([]);
  });
});

describe('/gestion/registro', () => {
  for (const filter of [
    '',
    'persona=2',
    'accion=invoice.updated',
    'objeto=factura',
    'objeto=factura&id=4',
    'id=4',
    'desde=2020-03-01&hasta=2020-06-30',
  ]) {
    it(`reads "${filter || 'everything'}" along an index, page after page`, async () => {
      const { filter: f } = auditFilterFrom(new URLSearchParams(filter));
      const first = await queryAudit(f);
      expect(first.rows.length).toBeGreaterThan(0);
      expect(await problemsOf(() => queryAudit(f))).toEqual([]);
      if (first.next) expect(await problemsOf(() => queryAudit(f, decodeCursor(first.next)))).toEqual([]);
    });
  }
});

describe('/gestion/correo', () => {
  // The stuck ones (pending or failed for over an hour) are sorted: there are few by definition, as
  // the alarm they raise (/api/health) says.
  const stuckList = (q: RecordedQuery) => /IN \(|= ANY/.test(q.sql) && /ORDER BY/i.test(q.sql);
  for (const filter of [
    '',
    'estado=failed',
    'tipo=reply',
    'para=contacto1',
    'para=contacto12@hotel5.es',
    'desde=2024-01-03',
    'estado=atascado',
  ]) {
    it(`reads "${filter || 'everything'}" along an index, with one grouped count for the summary`, async () => {
      const { filter: f } = outboxFilterFrom(new URLSearchParams(filter));
      const first = await queryOutbox(f);
      expect(first.rows.length).toBeGreaterThan(0);
      expect(await problemsOf(() => queryOutbox(f), stuckList)).toEqual([]);
      if (first.next) expect(await problemsOf(() => queryOutbox(f, decodeCursor(first.next)), stuckList)).toEqual([]);
    });
  }

  it('finds a recipient by the start of the address, whatever its case', async () => {
    const { filter } = outboxFilterFrom(new URLSearchParams('para=CONTACTO12@'));
    const found = await queryOutbox(filter);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((r) => r.to.toLowerCase().startsWith('contacto12@'))).toBe(true);
  });
});

describe('hotels: the list and the picker', () => {
  // PostgreSQL shows the walk of the name's index testing each hotel against the hashed set of the
  // full-text matches as a filter: meant (lib/db/search says why), as long as it is that set.
  const searchWalk =
    /^walks Hotel whole through Hotel_searchName_id_idx, filtering \(\(\(hashed SubPlan \d+\) OR \(id IS NULL\)\)\)/;

  it('finds by the start of any word of the name, legal name or city, without regard to case or accents, along indexes', async () => {
    const found = await findHotels('cadiz');
    expect(found.length).toBe(8);
    expect(found.every((h) => h.name.startsWith('Hotel Cádiz'))).toBe(true);
    expect((await findHotels('centro CÁDIZ')).length).toBe(8);
    expect((await findHotels('HOSTAL ÁVI')).length).toBe(8);
    expect((await listHotels('hotel', 2)).total).toBe(24);
    const runs: Array<() => Promise<unknown>> = [
      () => findHotels('hotel c'),
      () => findHotels('avila'),
      () => listHotels('hotel', 2),
    ];
    for (const run of runs) {
      const { verdict } = await checkQueryPlans(run);
      expect(verdict.problems.filter((p) => !searchWalk.test(p))).toEqual([]);
      // The words are read from the full-text index, the page walks the name's index in its order.
      const page = verdict.plans.filter((p) => p.sql.includes('"HotelSearch"') && p.sql.includes('ORDER BY'));
      expect(page).toHaveLength(1);
      expect(page[0]!.plan.join('\n')).toMatch(/HotelSearch VIRTUAL TABLE INDEX|HotelSearch_words_idx/);
      expect(page[0]!.plan.join('\n')).toMatch(/Hotel_searchName_id_idx/);
    }
  });

  it('finds by the start of the NIF/CIF along an index', async () => {
    const found = await findHotels('b-1000000');
    expect(found.map((h) => h.taxId)).toEqual(Array.from({ length: 10 }, (_, i) => `B1000000${i}`));
    expect(await problemsOf(() => findHotels('B100'))).toEqual([]);
    expect(await problemsOf(() => listHotels('B100', 2))).toEqual([]);
  });
});
