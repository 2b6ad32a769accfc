// Reading a table that grows without bound from its newest row to its oldest, a batch at a time,
// for an export of any size. Each batch is a keyset read: the rows just below the last one read
// in the (time, id) order, which the table's (time, id) index answers without counting or
// skipping the rows before (an OFFSET would read them again on every batch), and which stays
// right when rows are added or deleted meanwhile. Between batches the event loop gets a turn:
// on SQLite the driver is synchronous.
import 'server-only';
import { env } from '@/lib/env';
import { inTurn } from './turns';
import { isPostgresUrl } from './url';

/** Rows an export reads per query on PostgreSQL: a few hundred kilobytes held at a time. */
export const EXPORT_BATCH = 1000;

/**
 * Rows an export reads per query on SQLite. Its driver is synchronous, so a batch's read and the
 * cells made of its rows are one stretch of the event loop that every request waits behind:
 * 1,000 enquiries took 20–60 ms of it (read 11 ms, cells 8 ms, and a collection now and then), and
 * with three exports streaming and the CSV writing between, `/index` waited up to 0.5 s; 250
 * rows take 3–11 ms (docs/PERFORMANCE.md, "Exports on SQLite: shorter batches"). PostgreSQL's
 * reads wait on the network, off the event loop, so it keeps the bigger batch (fewer round trips).
 */
export const SQLITE_EXPORT_BATCH = 250;

/** The batch of an export on this service's database (see above). */
export function exportBatch(): number {
  return isPostgresUrl(env().DATABASE_URL) ? EXPORT_BATCH : SQLITE_EXPORT_BATCH;
}

/** The last row read: the next batch starts strictly below it. */
interface KeysetCursor {
  at: Date;
  id: number;
}

/**
 * The condition "strictly below `cursor` in (field, id) descending order", in Prisma's terms.
 * Written as `field <= at AND (field < at OR id < id)` rather than only the OR, so that the index
 * is read from the cursor on (a range on its first column) instead of from the top.
 */
function below(field: string, cursor: KeysetCursor) {
  return {
    AND: [{ [field]: { lte: cursor.at } }, { OR: [{ [field]: { lt: cursor.at } }, { id: { lt: cursor.id } }] }],
  };
}

/** One batch's query, as Prisma's findMany takes it. */
export interface BatchQuery<W> {
  where: W;
  orderBy: Record<string, 'desc'>[];
  take: number;
}

/** A turn of the event loop for the requests waiting (SQLite's driver does not give one back). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every row that `where` selects, newest first by `field` (a DateTime column indexed with id),
 * in batches of `take`: `read` runs one batch's query (a model's findMany).
 */
export async function* newestFirst<T extends { id: number }, W extends object>(
  field: NoInfer<keyof T & string>,
  where: W,
  read: (query: BatchQuery<W>) => Promise<T[]>,
  take = exportBatch(),
): AsyncGenerator<T[]> {
  const orderBy = [{ [field]: 'desc' as const }, { id: 'desc' as const }];
  let cursor: KeysetCursor | null = null;
  for (;;) {
    // Each batch read in its turn among every export's and download's steps (turns.ts): ten
    // exports at once hold a request back by one batch, not three.
    const query = { where: cursor ? ({ AND: [where, below(field, cursor)] } as W) : where, orderBy, take };
    const batch: T[] = await inTurn(() => read(query));
    if (batch.length > 0) yield batch;
    if (batch.length < take) return;
    const last = batch[batch.length - 1]!;
    cursor = { at: last[field] as Date, id: last.id };
  }
}
