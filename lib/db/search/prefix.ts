// A search by the start of a value (an invoice's number, a NIF/CIF, a hotel's folded name, a mail's
// address) as a range over the column's index: `>= q AND < q + U+FFFF`, which both databases read
// along a B-tree, where LIKE uses no index on SQLite (default collation) and ILIKE none at all.
// The range is the prefix only when the column compares byte by byte: SQLite's BINARY does; on
// PostgreSQL each such column is `COLLATE "C"` whatever the database's own collation (migration
// 20261204120001_scale_search; lib/db/search/prefix.test.ts proves it on an ICU database).
import type { Prisma } from '@/lib/generated/prisma/client';

/** The rows whose column starts with `q` (`q` as the column stores it: upper case, folded…). */
export function startsWith(q: string): Prisma.StringFilter {
  return { gte: q, lt: `${q}\uffff` };
}
