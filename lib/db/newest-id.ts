// The highest id of a table: what a cached count or a change check keys on, asked on every page
// of the lists that grow without bound.
import 'server-only';
import { db } from '@/lib/db';

/** The tables whose newest id something keys on. */
export type IdTable = 'AuditEntry' | 'Enquiry' | 'Invoice' | 'OutboxMail' | 'SupportCase';

/**
 * `MAX(id)` straight from the primary key, one lookup on either engine. Not Prisma's
 * `aggregate({ _max: { id: true } })`: Prisma 7.10 compiles it to MAX over a subquery
 * (`SELECT MAX(id) FROM (SELECT id FROM t WHERE 1=1 LIMIT -1 OFFSET 0)`), which neither SQLite nor
 * PostgreSQL answer from the index: every id read, 42–88 ms per `/gestion/registro` over a
 * million audit entries (docs/PERFORMANCE.md, "The newest id").
 */
export async function newestId(table: IdTable): Promise<number> {
  const [row] = await db().$queryRawUnsafe<Array<{ id: number | bigint | null }>>(
    `SELECT MAX("id") AS "id" FROM "${table}"`,
  );
  return Number(row?.id ?? 0);
}

/** The oldest and newest ids of a table (0 and 0 when empty). */
export interface IdBounds {
  oldest: number;
  newest: number;
}

/**
 * `MIN(id)` and `MAX(id)`, each its own lookup at one end of the primary key: in one SELECT,
 * SQLite answers a lone MIN or MAX from the index but reads every row for both together.
 */
export async function idBounds(table: IdTable): Promise<IdBounds> {
  const [row] = await db().$queryRawUnsafe<Array<{ oldest: number | bigint | null; newest: number | bigint | null }>>(
    `SELECT (SELECT MIN("id") FROM "${table}") AS "oldest", (SELECT MAX("id") FROM "${table}") AS "newest"`,
  );
  return { oldest: Number(row?.oldest ?? 0), newest: Number(row?.newest ?? 0) };
}
