// How the service's SQLite connections are set up (lib/db/index.ts) so that no commit waits for the
// disk or copies the WAL on the request thread, and the enquiries' full-text index never rewrites a
// segment inside a deletion (docs/PERFORMANCE.md "Cleanup backlog": at vendor size each cost 1-2 s
// of every request's time during the retention cleanup).
import { isMainThread, threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { checkpointNow, closeDb, db } from '@/lib/db';
import { seedBacklog } from '@/lib/testing/backlog';

afterAll(() => closeDb());

const sqlite = !process.env.TEST_POSTGRES_SERVER;

const pragma = async (name: string) => {
  const [row] = await db().$queryRawUnsafe<Array<Record<string, unknown>>>(`PRAGMA ${name}`);
  return Number(Object.values(row ?? {})[0]);
};

describe.skipIf(!sqlite)('the SQLite connections', () => {
  it('commit without syncing and without checkpointing (WAL, synchronous NORMAL, no automatic checkpoint)', async () => {
    // Through Prisma: the connection every request's queries use.
    expect(await db().$queryRawUnsafe('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(await pragma('synchronous')).toBe(1); // NORMAL (FULL, the default, is 2)
    expect(await pragma('wal_autocheckpoint')).toBe(0);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('leave the WAL to the checkpoint worker, on a thread and a connection of its own', async () => {
    await seedBacklog({ enquiries: 2_000, mailsEach: 1, createdAt: new Date() });
    const result = await checkpointNow();
    expect(isMainThread).toBe(true);
    expect(result?.threadId).not.toBe(threadId);
    expect(result?.busy).toBe(0);
    // What the writes above left in the WAL was there to copy, all of it (nothing reads meanwhile).
    expect(result?.log).toBeGreaterThan(0);
    expect(result?.checkpointed).toBe(result?.log);
  });

  it("keep the enquiries' search index from merging inside a deletion (FTS5 deletemerge off)", async () => {
    const rows = await db().$queryRawUnsafe<Array<{ v: unknown }>>(
      `SELECT "v" FROM "EnquirySearch_config" WHERE "k" = 'deletemerge'`,
    );
    expect(rows.map((r) => Number(r.v))).toEqual([0]);
  });
});
