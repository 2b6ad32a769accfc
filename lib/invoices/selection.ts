// Which of a hotel's invoices the finder's filters select (lib/invoices/finder.ts), written once as
// SQL for every reader: the account page's list, its sums and chart (list-query.ts), and the
// downloads (downloads.ts), so a ZIP or CSV holds exactly the invoices the page counts. The
// hotel comes first in every condition, so each read walks the index Invoice(hotelId, date) within
// one hotel (a year is a range on it), never the table.
import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { ALL_YEARS, searchWords, type InvoiceFilters } from './finder';
import { madridToday, type PaymentState } from './payment-state';
import { SEARCH_FOLDS } from './search-fold';

const I = Prisma.InvoiceScalarFieldEnum;
const col = (c: string) => Prisma.raw(`"${c}"`);

/**
 * The number and description folded as the search words are (finder.ts foldForSearchWords): lower
 * case, accents off. The same SQL on SQLite and PostgreSQL: each accented letter of the table
 * replaced, then lower() for the rest.
 */
const FOLDED_TEXT = Prisma.raw(
  SEARCH_FOLDS.reduce(
    (sql, [from, to]) => `REPLACE(${sql}, '${from}', '${to}')`,
    `LOWER("${I.number}" || ' ' || "${I.description}")`,
  ),
);

/** A word inside LIKE, its own `%`, `_` and `\` taken literally. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** First day of `year` and of the next, as the ISO dates the table holds. */
export function yearRange(year: number): { from: string; to: string } {
  return { from: `${String(year).padStart(4, '0')}-01-01`, to: `${String(year + 1).padStart(4, '0')}-01-01` };
}

export interface Selection {
  hotelId: number;
  /** Dates from (inclusive) and to (exclusive), or null for every date */
  dates: { from: string; to: string } | null;
  /** 0–3, or null for every type */
  type: number | null;
  /** The search as typed (matched word by word in the number or the description) */
  q: string;
  /** Paid, pending or overdue (payment-state.ts), or null for every invoice */
  state: PaymentState | null;
  /** Today in Madrid (YYYY-MM-DD): what "overdue" is measured against */
  today: string;
}

/** The selection of the finder's filters (`years` back from the filter's year, for the chart's year before). */
export function selectionOf(hotelId: number, filters: InvoiceFilters, yearsBefore = 0, now = new Date()): Selection {
  const dates =
    filters.anio === ALL_YEARS
      ? null
      : { from: yearRange(filters.anio - yearsBefore).from, to: yearRange(filters.anio).to };
  return { hotelId, dates, type: filters.tipo, q: filters.q, state: filters.estado, today: madridToday(now) };
}

/** The payment state as SQL (payment-state.ts's rule: unpaid and due before today is overdue). */
function stateWhere(state: PaymentState, today: string): Prisma.Sql {
  if (state === 'pagada') return Prisma.sql`${col(I.paidAt)} IS NOT NULL`;
  return state === 'vencida'
    ? Prisma.sql`${col(I.paidAt)} IS NULL AND ${col(I.dueDate)} < ${today}`
    : Prisma.sql`${col(I.paidAt)} IS NULL AND ${col(I.dueDate)} >= ${today}`;
}

/** The WHERE condition of a selection (without the keyword). */
export function selectionWhere(s: Selection): Prisma.Sql {
  const parts = [Prisma.sql`${col(I.hotelId)} = ${s.hotelId}`];
  if (s.dates) parts.push(Prisma.sql`${col(I.date)} >= ${s.dates.from} AND ${col(I.date)} < ${s.dates.to}`);
  if (s.type !== null) parts.push(Prisma.sql`${col(I.type)} = ${s.type}`);
  if (s.state !== null) parts.push(stateWhere(s.state, s.today));
  for (const word of searchWords(s.q)) parts.push(Prisma.sql`${FOLDED_TEXT} LIKE ${likeWord(word)} ESCAPE '\\'`);
  return Prisma.join(parts, ' AND ');
}
