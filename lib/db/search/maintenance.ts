// Upkeep of the full-text indexes, run by the cleanup job after its deletions (lib/cleanup/).
// SQLite: an FTS5 index grows a new segment with each transaction that writes it and folds them
// together by merges; with its delete merges off (migration 20261202100001_enquiry_search_deletemerge:
// at vendor size they rewrote a 16 MB segment inside the cleanup's batches, seconds with every
// request waiting), deleted rows stay as tombstones until a merge rewrites their segment. So the
// cleanup merges a little at a time: FTS5's 'merge' with a negative page count writes about that
// many pages merging any level of two or more segments (an incremental 'optimize'), each step its
// own short transaction with a rest as long as it took after it (restAfter in lib/db/batches),
// until a step finds nothing to merge or the run's steps are spent (the next run goes on). Never
// 'optimize' itself: one statement rewriting the whole index. A step that merged something changes
// at least two rows of the index's own tables (FTS5's documented test, `total_changes()` before and
// after).
// PostgreSQL: nothing to do. A GIN index takes deletions in place, and its pending list of new
// entries is folded in by autovacuum (or when it outgrows gin_pending_list_limit); what deletions
// leave is reclaimed by autovacuum as for any table (docs/OPERATIONS.md, "Cleanup and the retention
// setting").
import 'server-only';
import { db, walCaughtUp } from '@/lib/db';
import { env } from '@/lib/env';
import { restAfterBatch } from '../batches';
import { isPostgresUrl } from '../url';
import { SEARCHABLE } from './index';

/**
 * Pages (4 kB) a merge step writes at most. The step holds the thread (SQLite's driver is
 * synchronous): 200 pages took 56–81 ms at a vendor's size; 50 write a quarter of that.
 */
export const MERGE_PAGES = 50;
/** Merge steps one cleanup run does at most, all indexes together (about 80 MB written). */
export const MERGE_STEPS = 400;

export interface MergeOptions {
  pages?: number;
  steps?: number;
  /** True when the run must stop (its budget, a shutdown): checked before each step. */
  stop?: () => boolean;
}

/** Merges the full-text indexes a bounded step at a time; answers how many steps merged something. */
export async function mergeSearchIndexes({
  pages = MERGE_PAGES,
  steps = MERGE_STEPS,
  stop = () => false,
}: MergeOptions = {}): Promise<number> {
  if (isPostgresUrl(env().DATABASE_URL)) return 0;
  let done = 0;
  for (const { index } of Object.values(SEARCHABLE)) {
    while (done < steps && !stop()) {
      const started = performance.now();
      const merged = await db().$transaction(async (tx) => {
        const changes = async () =>
          Number((await tx.$queryRawUnsafe<Array<{ n: number | bigint }>>('SELECT total_changes() AS "n"'))[0]!.n);
        const before = await changes();
        await tx.$executeRawUnsafe(`INSERT INTO "${index}" ("${index}", "rank") VALUES ('merge', ${-Math.abs(pages)})`);
        return (await changes()) - before >= 2;
      });
      await restAfterBatch(started);
      await walCaughtUp();
      if (!merged) break;
      done += 1;
    }
  }
  return done;
}
