// Reading a table that grows without bound from its newest row to its oldest, a batch at a time,
// for an export of any size. Each batch is a keyset read: the rows just below the last one read
// in the (time, id) order, which the table's (time, id) index answers without counting or
// skipping the rows before (an OFFSET would read them again on every batch), and which stays
// right when rows are added or deleted meanwhile. Between batches the event loop gets a turn:
// on SQLite the driver is synchronous.
import 'server-only';
import { inTurn } from './turns';

/**
 * Rows an export reads per query, on either engine. A batch lives until the CSV writer has taken
 * its last row, so it is both a stretch of the event loop and memory the collector must keep:
 * - on SQLite the driver is synchronous, so a batch's read and its rows' cells are one stretch
 *   every request waits behind: 1,000 enquiries took 20–60 ms of it and `/index` waited up to
 *   0.5 s behind three exports; 250 rows take 3–11 ms;
 * - on PostgreSQL the read waits off the event loop, but 1,000 rows outlived the young
 *   generation's collections and were promoted: during one audit-trail export a full collection
 *   every ~1 s, each holding `/index` ~90–106 ms; with 250 one every ~2.8 s and at most 50–59 ms.
 * (docs/PERFORMANCE.md, "Exports on SQLite: shorter batches" and "Exports on PostgreSQL: the
 * batch and the collector"). The round trips it adds are ~1 ms each.
 */
export const EXPORT_BATCH = 250;

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
  take = EXPORT_BATCH,
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
