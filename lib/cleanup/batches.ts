// Deleting a great many rows without holding up the service: in batches of BATCH_SIZE rows, each in
// a transaction of its own (short, so its locks are short, and committed, so a run cut short keeps
// what it did and the next simply goes on), with a turn of the event loop between batches (on SQLite
// also a rest as long as the batch took: restAfter in lib/db/batches) so the requests that arrived
// meanwhile are answered. On SQLite the driver is synchronous: one statement over tens of thousands
// of rows held every request for minutes.
// On PostgreSQL each batch holds one advisory lock for its transaction, so the batches of two
// instances' cleanups, or of a cleanup and an erasure, never run at once: they never wait on each
// other's row locks (no deadlock) and a row is deleted, and counted, by one batch only.
import 'server-only';
import { db, walCaughtUp } from '@/lib/db';
import { restAfterBatch } from '@/lib/db/batches';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';

export type Tx = Prisma.TransactionClient;

/**
 * Rows of the table a batch walks deleted in one transaction (an enquiry's mails and notes go with
 * it). On SQLite a batch holds the thread from its first statement to its commit, and every
 * request waits behind it: at a vendor's size a batch of 500 enquiries (their 1,000 mails, their
 * full-text entries) takes 56 ms in plain better-sqlite3 and more through Prisma, and `/index`
 * waited up to ~200 ms during the first cleanup of the backlog; 100 take 16 ms, and `/index`'s
 * longest wait fell to ~120 ms (docs/PERFORMANCE.md, "The cleanup's batches: 100 rows"). On
 * PostgreSQL it only adds round trips (a few ms a batch).
 */
export const BATCH_SIZE = 100;

/** An arbitrary constant (the migrator uses another): the advisory lock of a batch of deletions. */
const DELETION_LOCK = 72_616_202;

/**
 * `try`: give up (null) when another batch holds the lock — the scheduled cleanup's first batch,
 * which leaves the round to the instance already at work; `wait`: wait for it (one batch, short).
 */
export type LockMode = 'try' | 'wait';

/** Runs `work` as one batch: its own transaction, under the deletion lock on PostgreSQL. */
export async function batchTransaction<T>(work: (tx: Tx) => Promise<T>, lock: LockMode): Promise<{ value: T } | null> {
  const postgres = isPostgresUrl(env().DATABASE_URL);
  return db().$transaction(
    async (tx) => {
      if (postgres && lock === 'try') {
        const [row] = await tx.$queryRaw<
          Array<{ locked: boolean }>
        >`SELECT pg_try_advisory_xact_lock(${DELETION_LOCK}::bigint) AS locked`;
        if (!row?.locked) return null;
      } else if (postgres) {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${DELETION_LOCK}::bigint)`;
      }
      return { value: await work(tx) };
    },
    // A batch takes milliseconds; the margin is for a slow disk, not for a backlog.
    { maxWait: 10_000, timeout: 30_000 },
  );
}

/**
 * Between two batches: a turn of the event loop (a macrotask, after pending I/O), so the requests
 * that came in during a batch run before the next one starts — awaiting a promise would not do: on
 * SQLite a batch's queries resolve without any I/O, so a loop of them never lets the event loop
 * go — and on SQLite a rest as long as the batch started at `batchStarted` took (restAfter in
 * lib/db/batches), then the WAL's checkpoint when the batches have grown it past its limit
 * (walCaughtUp in lib/db).
 */
export async function nextTurn(batchStarted?: number): Promise<void> {
  await restAfterBatch(batchStarted);
  await walCaughtUp();
}

/** `ids` cut into batches of BATCH_SIZE. */
export function inBatches<T>(ids: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += BATCH_SIZE) out.push(ids.slice(i, i + BATCH_SIZE));
  return out;
}
