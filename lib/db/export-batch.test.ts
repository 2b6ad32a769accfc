// An export's batch on each engine: on SQLite (synchronous driver) a batch's read and its rows'
// cells are a stretch every request waits behind, so it reads 250 rows a query; PostgreSQL, whose
// reads wait off the event loop, reads 1,000 (lib/db/batches.ts). Runs on both engines in CI.
import { expect, it } from 'vitest';
import { env } from '@/lib/env';
import { EXPORT_BATCH, SQLITE_EXPORT_BATCH, exportBatch, newestFirst, type BatchQuery } from './batches';
import { isPostgresUrl } from './url';

const onPostgres = isPostgresUrl(env().DATABASE_URL);

it('reads 250 rows a query on SQLite and 1,000 on PostgreSQL', () => {
  expect(SQLITE_EXPORT_BATCH).toBe(250);
  expect(EXPORT_BATCH).toBe(1000);
  expect(exportBatch()).toBe(onPostgres ? 1000 : 250);
});

it("takes the engine's batch in every export that reads newest first (audit trail, consents)", async () => {
  const takes: number[] = [];
  const rows = Array.from({ length: 2600 }, (_, i) => ({
    id: 2600 - i,
    at: new Date(Date.UTC(2026, 0, 1) - i * 1000),
  }));
  let from = 0;
  const read = async (query: BatchQuery<object>) => {
    takes.push(query.take);
    const batch = rows.slice(from, from + query.take);
    from += batch.length;
    return batch;
  };
  let seen = 0;
  for await (const batch of newestFirst('at', {}, read)) seen += batch.length;
  expect(seen).toBe(rows.length);
  expect(new Set(takes)).toEqual(new Set([exportBatch()]));
  expect(takes.length).toBe(Math.floor(rows.length / exportBatch()) + 1);
});
