// An export's batch: short enough that a batch's read and cells are a short stretch of the event
// loop on SQLite and that its rows die young on either engine (lib/db/batches.ts). Runs on both
// engines in CI.
import { expect, it } from 'vitest';
import { EXPORT_BATCH, newestFirst, type BatchQuery } from './batches';

it('reads 250 rows a query on either engine', () => {
  expect(EXPORT_BATCH).toBe(250);
});

it('takes the batch in every export that reads newest first (audit trail, consents)', async () => {
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
  expect(new Set(takes)).toEqual(new Set([EXPORT_BATCH]));
  expect(takes.length).toBe(Math.floor(rows.length / EXPORT_BATCH) + 1);
});
