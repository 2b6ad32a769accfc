// A hotel's invoice list view (list-view.ts) from the database: the sums of the finder's selection
// by aggregate queries over the index Invoice(hotelId, date), one page of rows. Nothing reads the
// hotel's invoices whole, so a page costs about the same for a hotel of 30 invoices or 20,000.
// Who may see the hotel is checked by the callers (downloads.ts): the customer's billing contact,
// or staff by role.
import 'server-only';
import { hotReads } from '@/lib/db';
import type { InvoiceRow } from '@/lib/db/hot-reads';
import { Prisma } from '@/lib/generated/prisma/client';
import { invoiceRecord, invoiceRecordSelect } from './fields';
import { ALL_YEARS, currentYear, lenientFilters, monthlySeries, totalsOf, type MonthTypeSum } from './finder';
import { INVOICE_PAGE_SIZE, pageFrom, type InvoiceListView, type OwedTotals } from './list-view';
import { madridToday } from './payment-state';
import { howToPay } from './payment-settings';
import { selectionOf, selectionWhere, yearRange, type Selection } from './selection';

const I = Prisma.InvoiceScalarFieldEnum;
const col = (c: string) => Prisma.raw(`"${c}"`);
const RECORD_COLUMNS = Prisma.raw(
  Object.keys(invoiceRecordSelect)
    .map((c) => `"${c}"`)
    .join(', '),
);

/** The years with invoices, newest first (one entry per year, read off the index). */
async function invoiceYears(hotelId: number): Promise<number[]> {
  const rows = await hotReads().rows<{ y: string }>(
    Prisma.sql`SELECT DISTINCT SUBSTR(${col(I.date)}, 1, 4) AS y FROM "Invoice" WHERE ${col(I.hotelId)} = ${hotelId}`,
  );
  return rows
    .map((r) => Number(r.y))
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
}

/** How many invoices and how many cents per month and type (the chart and the totals). */
async function sumsByMonthAndType(s: Selection): Promise<MonthTypeSum[]> {
  const rows = await hotReads().rows<{ month: string; tipo: unknown; n: unknown; cents: unknown }>(
    Prisma.sql`SELECT SUBSTR(${col(I.date)}, 1, 7) AS month, ${col(I.type)} AS tipo, COUNT(*) AS n, SUM(${col(I.amountCents)}) AS cents
      FROM "Invoice" WHERE ${selectionWhere(s)} GROUP BY SUBSTR(${col(I.date)}, 1, 7), ${col(I.type)}`,
  );
  // Counts and sums come as BigInt from one driver and as numbers from another.
  return rows.map((r) => ({ month: r.month, tipo: Number(r.tipo), count: Number(r.n), cents: Number(r.cents) }));
}

async function totalCents(s: Selection): Promise<number> {
  const [row] = await hotReads().rows<{ cents: unknown }>(
    Prisma.sql`SELECT SUM(${col(I.amountCents)}) AS cents FROM "Invoice" WHERE ${selectionWhere(s)}`,
  );
  return Number(row?.cents ?? 0);
}

/**
 * What a hotel owes at `today` (Madrid): its unpaid invoices, due today or later (pending) and due
 * before (overdue), counted and summed in one read along Invoice(hotelId, paidAt, dueDate).
 */
export async function owedTotals(hotelId: number, today: string): Promise<OwedTotals> {
  const [row] = await hotReads().rows<{ n: unknown; cents: unknown; late: unknown; lateCents: unknown }>(
    Prisma.sql`SELECT COUNT(*) AS n, SUM(${col(I.amountCents)}) AS cents,
      SUM(CASE WHEN ${col(I.dueDate)} < ${today} THEN 1 ELSE 0 END) AS late,
      SUM(CASE WHEN ${col(I.dueDate)} < ${today} THEN ${col(I.amountCents)} ELSE 0 END) AS "lateCents"
      FROM "Invoice" WHERE ${col(I.hotelId)} = ${hotelId} AND ${col(I.paidAt)} IS NULL`,
  );
  const overdueCount = Number(row?.late ?? 0);
  const overdueCents = Number(row?.lateCents ?? 0);
  return {
    pendingCount: Number(row?.n ?? 0) - overdueCount,
    pendingCents: Number(row?.cents ?? 0) - overdueCents,
    overdueCount,
    overdueCents,
  };
}

/** How many invoices a selection holds, counted up to `cap` (a download's bound: enough to refuse). */
export async function countUpTo(s: Selection, cap: number): Promise<number> {
  const [row] = await hotReads().rows<{ n: unknown }>(
    Prisma.sql`SELECT COUNT(*) AS n FROM (SELECT 1 FROM "Invoice" WHERE ${selectionWhere(s)} LIMIT ${cap}) AS capped`,
  );
  return Number(row?.n ?? 0);
}

/** The ids of one page of the selection, newest first. */
async function pageIds(s: Selection, pagina: number): Promise<number[]> {
  const rows = await hotReads().rows<{ id: unknown }>(
    Prisma.sql`SELECT ${col(I.id)} AS id FROM "Invoice" WHERE ${selectionWhere(s)}
      ORDER BY ${col(I.date)} DESC, ${col(I.id)} DESC LIMIT ${INVOICE_PAGE_SIZE} OFFSET ${(pagina - 1) * INVOICE_PAGE_SIZE}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The hotel's newest invoice (marked `ultima` wherever it shows). */
async function newestId(hotelId: number): Promise<number | null> {
  const [row] = await hotReads().rows<{ id: unknown }>(
    Prisma.sql`SELECT ${col(I.id)} AS id FROM "Invoice" WHERE ${col(I.hotelId)} = ${hotelId}
      ORDER BY ${col(I.date)} DESC, ${col(I.id)} DESC LIMIT 1`,
  );
  return row ? Number(row.id) : null;
}

/** The invoices of a page by their ids, the record's columns (as the model types them: hot-reads.ts). */
async function pageRows(hotelId: number, ids: number[]): Promise<Array<Pick<InvoiceRow, 'id'> & Partial<InvoiceRow>>> {
  if (ids.length === 0) return [];
  return hotReads().rows<Pick<InvoiceRow, 'id'> & Partial<InvoiceRow>>(
    Prisma.sql`SELECT ${RECORD_COLUMNS} FROM "Invoice" WHERE ${col(I.hotelId)} = ${hotelId} AND ${col(I.id)} IN (${Prisma.join(ids)})`,
  );
}

/** The view of a hotel's invoices for the query's filters and page (`anio`, `tipo`, `q`, `estado`, `pagina`). */
export async function hotelListView(
  hotelId: number,
  params: URLSearchParams,
  now = new Date(),
): Promise<InvoiceListView> {
  const years = await invoiceYears(hotelId);
  const filters = lenientFilters(params, years, currentYear(now));
  const selection = selectionOf(hotelId, filters, 0, now);
  const today = madridToday(now);
  const [sums, yearTotalCents, newest, owed, payment] = await Promise.all([
    // Type, search and state over the year and the one before (the chart compares them), or every year.
    sumsByMonthAndType(selectionOf(hotelId, filters, 1, now)),
    // The year's total, whatever the type, search and state.
    totalCents({
      hotelId,
      dates: filters.anio === ALL_YEARS ? null : yearRange(filters.anio),
      type: null,
      q: '',
      state: null,
      today,
    }),
    newestId(hotelId),
    owedTotals(hotelId, today),
    howToPay(hotelId),
  ]);
  const totals = totalsOf(sums, filters.anio);
  const paginas = Math.max(1, Math.ceil(totals.count / INVOICE_PAGE_SIZE));
  // A page past the end (the list shrank, a hand-edited address) shows the last one.
  const pagina = Math.min(pageFrom(params), paginas);
  const ids = totals.count > 0 ? await pageIds(selection, pagina) : [];
  const rows = await pageRows(hotelId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    filters,
    years,
    any: years.length > 0,
    yearTotalCents,
    totals,
    series: monthlySeries(sums, filters.anio),
    pagina,
    paginas,
    invoices: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [invoiceRecord(row, id === newest, now)] : [];
    }),
    owed,
    payment,
  };
}
