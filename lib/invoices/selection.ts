// Which of a hotel's invoices the finder's filters select (lib/invoices/finder.ts), written once as
// SQL for every reader: the account page's list, its sums and chart (list-query.ts), and the
// downloads (downloads.ts), so a ZIP or CSV holds exactly the invoices the page counts. The
// hotel comes first in every condition, so each read walks the index Invoice(hotelId, date) within
// one hotel (a year is a range on it), never the table.
import 'server-only';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import { Prisma } from '@/lib/generated/prisma/client';
import { ALL_YEARS, searchWords, type InvoiceFilters } from './finder';
import { madridToday, type PaymentState } from './payment-state';
import { matchingCharacters, SEARCH_JOINERS, withoutJoiners } from './search-fold';

const I = Prisma.InvoiceScalarFieldEnum;
const col = (c: string) => Prisma.raw(`"${c}"`);

/** What a search word is matched against: the number and the description. */
const SEARCHED_TEXT = `("${I.number}" || ' ' || "${I.description}")`;

/**
 * SQLite's searched text without the punctuation a word is written with or without (search-fold.ts),
 * as the words are typed (finder.ts searchWords): a replace() for each, since GLOB has no optional
 * character and SQLite no translate(). Over a hotel's 3,000 invoices a search's two reads (sums,
 * page) cost 1.4–1.9× what they did on the bare text, a few ms (the 48 replace()s of folding cost
 * 5×). A column kept folded by triggers would cost less than the bare text, for a column, its
 * triggers on both databases and the writes that name every column (csv-import.ts).
 */
const SQLITE_JOINER_FREE_TEXT = SEARCH_JOINERS.reduce(
  (text, ch) => `replace(${text}, '${ch.replace(/'/g, "''")}', '')`,
  SEARCHED_TEXT,
);

/** PostgreSQL's pattern between two characters of a word: any run of that punctuation. */
const PG_JOINER_RUN = `[${SEARCH_JOINERS.join('')}]*`;

/**
 * A search word as the pattern its database matches the searched text with, in one pass a row:
 * each letter a class of the letters it stands for (search-fold.ts: either case, accented or not),
 * anything else itself. SQLite: GLOB, case-sensitive, whose only wildcards `*`, `?` and `[` are
 * taken literally inside a class, over the text without the punctuation the search skips.
 * PostgreSQL: a regular expression (`~`, found anywhere), its metacharacters escaped, that skips
 * that punctuation between two characters itself, at the bare text's cost (translate() of the
 * text cost 2.5×). A word of that punctuation alone («-») is matched as typed, in the text as it
 * is. Folding the text instead (lower() and 48 nested replace()s a row and word) cost 5× as much
 * on SQLite and 3× on PostgreSQL over a hotel's 3,000 invoices.
 */
export function wordPattern(word: string, postgres: boolean): string {
  const chars = [...word].map((ch) => {
    const forms = matchingCharacters(ch);
    if (forms.length > 1) return `[${forms.join('')}]`;
    if (postgres) return /[\\^$.|?*+()[\]{}]/.test(ch) ? `\\${ch}` : ch;
    return /[*?[]/.test(ch) ? `[${ch}]` : ch;
  });
  if (!postgres) return `*${chars.join('')}*`;
  return chars.join(withoutJoiners(word) ? PG_JOINER_RUN : '');
}

/** The text a word is matched against (wordPattern): on SQLite, without the punctuation the search skips. */
function searchedText(word: string, postgres: boolean): Prisma.Sql {
  return Prisma.raw(postgres || !withoutJoiners(word) ? SEARCHED_TEXT : SQLITE_JOINER_FREE_TEXT);
}

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
  const words = searchWords(s.q);
  if (words.length) {
    const postgres = isPostgresUrl(env().DATABASE_URL);
    const matches = Prisma.raw(postgres ? '~' : 'GLOB');
    for (const word of words) {
      parts.push(Prisma.sql`${searchedText(word, postgres)} ${matches} ${wordPattern(word, postgres)}`);
    }
  }
  return Prisma.join(parts, ' AND ');
}
