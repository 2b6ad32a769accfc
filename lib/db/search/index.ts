// Full-text search, one interface for both databases: "which rows of this table match these words",
// as an SQL condition on the table's id for a page's query to add to its filters. Each word of the
// search is a word prefix and all must be there, in any order and field, accents and case aside:
// "garc mart" finds "Ana García Martínez". An index per searchable table, made by the migrations
// (they say how; docs/DEVELOPMENT.md "Changing the schema"): on SQLite an FTS5 table whose rowid is
// the row's id; on PostgreSQL a table of `tsvector`s with a GIN index, same words (words.ts says how
// they are cut). Both are kept in step by triggers, so a row deleted or changed by anyone (the
// cleanup, the RGPD erasure) leaves or changes its words in the same statement.
import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { Prisma } from '@/lib/generated/prisma/client';
import { isPostgresUrl } from '../url';
import { searchWords } from './words';

interface Searchable {
  table: string;
  index: string;
  /** A lone digit of a search is a word too (words.ts): few of the index's words start with one */
  digits?: boolean;
}

/** The searchable tables and their indexes (made by the migrations named). */
export const SEARCHABLE = {
  /** An enquiry's form fields (name, hotel, phone, message…) and its address */
  enquiry: { table: 'Enquiry', index: 'EnquirySearch' },
  /** A support case's subject and description (migration 20261203100001_support_queue) */
  supportCase: { table: 'SupportCase', index: 'SupportCaseSearch' },
  /** A customer user's address, and their contacts' and hotels' names (migration 20261204120001_scale_search) */
  user: { table: 'User', index: 'UserSearch' },
  /** A hotel's name, legal name, NIF/CIF, city and province (migration 20261204120005_hotel_search) */
  hotel: { table: 'Hotel', index: 'HotelSearch', digits: true },
} as const satisfies Record<string, Searchable>;
export type SearchTarget = keyof typeof SEARCHABLE;

export { searchWords };

/** The words as each database's full-text query: null when q holds no word. */
function queryOf(target: SearchTarget, q: string): { postgres: boolean; query: string } | null {
  const { digits }: Searchable = SEARCHABLE[target];
  const words = searchWords(q, { digits });
  if (words.length === 0) return null;
  const postgres = isPostgresUrl(env().DATABASE_URL);
  // PostgreSQL: `ana:* & garcia:*`; the words hold only letters and digits, so no tsquery syntax
  // gets in. SQLite: `"ana"* "garcia"*`, FTS5's implicit AND of quoted prefixes.
  return { postgres, query: words.map((w) => (postgres ? `${w}:*` : `"${w}"*`)).join(postgres ? ' & ' : ' ') };
}

/**
 * How many rows match q, counted in the full-text index alone (each row of the table has one
 * there): the list's total without walking the table. Null when q holds no word.
 */
export async function countMatches(target: SearchTarget, q: string): Promise<number | null> {
  const found = queryOf(target, q);
  if (!found) return null;
  const searchIndex = Prisma.raw(`"${SEARCHABLE[target].index}"`);
  const [row] = await db().$queryRaw<Array<{ n: number | bigint }>>(
    found.postgres
      ? Prisma.sql`SELECT count(*) AS "n" FROM ${searchIndex} WHERE "words" @@ to_tsquery('simple', ${found.query})`
      : Prisma.sql`SELECT count(*) AS "n" FROM ${searchIndex} WHERE ${searchIndex} MATCH ${found.query}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * A condition on `"<Table>"."id"`: the rows whose words start with each word of q; null when q holds
 * no word (then there is nothing to narrow by). The words travel as a parameter, never as SQL.
 *
 * Written so that the database builds the set of matching ids once (from the full-text index) and
 * tests each row the page walks in its own order against it, never joining first and sorting the
 * matches: a page then costs one read of the matches plus a walk of the page's index, whether the
 * words match five enquiries or all of them (docs/PERFORMANCE.md has the figures at 100,000). On
 * SQLite the unary `+` keeps the id from being used to look rows up; on PostgreSQL the `OR … IS
 * NULL` (never true: ids are never null) keeps the planner from turning the IN into a join, so it
 * stays a hashed subplan.
 */
export function matchingRows(target: SearchTarget, q: string): Prisma.Sql | null {
  const found = queryOf(target, q);
  if (!found) return null;
  const { table, index } = SEARCHABLE[target];
  const id = Prisma.raw(`"${table}"."id"`);
  const searchIndex = Prisma.raw(`"${index}"`);
  if (found.postgres)
    return Prisma.sql`(${id} IN (SELECT "id" FROM ${searchIndex} WHERE "words" @@ to_tsquery('simple', ${found.query})) OR ${id} IS NULL)`;
  return Prisma.sql`+${id} IN (SELECT "rowid" FROM ${searchIndex} WHERE ${searchIndex} MATCH ${found.query})`;
}
