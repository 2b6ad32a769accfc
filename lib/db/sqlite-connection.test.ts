// How the service's SQLite connections are set up (lib/db/index.ts) so that no commit waits for the
// disk or copies the WAL on the request thread, and the enquiries' full-text index never rewrites a
// segment inside a deletion (docs/PERFORMANCE.md "Cleanup backlog": at vendor size each cost 1-2 s
// of every request's time during the retention cleanup).
import { isMainThread, threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { checkpointNow, closeDb, db, walCaughtUp } from '@/lib/db';
import { sqliteFile } from '@/lib/db/url';
import { env } from '@/lib/env';
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

  it('make a writer of many batches wait for the checkpoint once the WAL passes its limit, so the WAL starts again', async () => {
    await seedBacklog({ enquiries: 2_000, mailsEach: 1, createdAt: new Date() });
    const limit = 64 * 1024; // far below what the seeding wrote
    expect(statSync(`${sqliteFile(env().DATABASE_URL)}-wal`).size).toBeGreaterThan(limit);
    await walCaughtUp(limit);
    // Everything was copied, so the next write starts the WAL from its beginning: a checkpoint
    // then finds only that write's frames. Had the batches not waited, the seeding's would
    // still be ahead of it.
    await db().$executeRawUnsafe('PRAGMA user_version = 7');
    const after = await checkpointNow();
    expect(after?.log).toBeGreaterThan(0);
    expect(after?.log).toBeLessThan(10);
  });

  it('answer many checkpoints in a row without piling up listeners on the worker', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    for (let i = 0; i < 15; i++) await checkpointNow();
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it("keep the enquiries' search index from merging inside a deletion (FTS5 deletemerge off)", async () => {
    const rows = await db().$queryRawUnsafe<Array<{ v: unknown }>>(
      `SELECT "v" FROM "EnquirySearch_config" WHERE "k" = 'deletemerge'`,
    );
    expect(rows.map((r) => Number(r.v))).toEqual([0]);
  });
});
