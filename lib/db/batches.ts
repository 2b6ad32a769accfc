// Reading a table that grows without bound from its newest row to its oldest, a batch at a time,
// for an export of any size. Each batch is a keyset read: the rows just below the last one read
// in the (time, id) order, which the table's (time, id) index answers without counting or
// skipping the rows before (an OFFSET would read them again on every batch), and which stays
// right when rows are added or deleted meanwhile. Between batches the event loop gets a turn:
// on SQLite the driver is synchronous.
import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { env } from '@/lib/env';
import { inTurn } from './turns';
import { isPostgresUrl } from './url';

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

/** The longest rest after a batch (one slowed by a slow disk must not stall its job for long). */
export const MAX_REST_MS = 1_000;

/**
 * How long a background job rests after a batch that held the thread `busyMs`: on SQLite as long
 * as it took (the synchronous driver held the thread all that time), on PostgreSQL nothing (its
 * batches wait for the database off the thread). A turn of the event loop alone is not enough on
 * SQLite: a page asks its queries one after another, each answered on a turn of its own, so a page
 * of ten queries waited behind a batch on each of its turns (`/micuenta` 330–500 ms during the
 * first cleanup of a vendor's backlog, batches of 50–60 ms). Resting as long as the batch took
 * lets a page's whole chain of queries run between two batches; the job takes twice as long.
 */
export function restAfter(busyMs: number, postgres = isPostgresUrl(env().DATABASE_URL)): number {
  return postgres ? 0 : Math.min(Math.max(0, busyMs), MAX_REST_MS);
}

/** After a background job's batch started at `started` (performance.now()): a turn, then restAfter's rest. */
export async function restAfterBatch(started?: number, postgres?: boolean): Promise<void> {
  const rest = started === undefined ? 0 : restAfter(performance.now() - started, postgres);
  await nextTurn();
  if (rest > 0) await sleep(rest);
}

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
    const more = batch.length === take;
    const last = batch.at(-1);
    if (last) cursor = { at: last[field] as Date, id: last.id };
    // The batch is not referred to after the yield, so it is not kept while the consumer waits
    // (an export waits for its client there: lib/text/csv.ts says why that matters).
    if (last) yield batch;
    if (!more) return;
  }
}
