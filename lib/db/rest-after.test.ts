// A background job's rest after each batch (cleanup, erasure, the search index's merges): on
// SQLite, where a batch holds the thread, long enough for a page's whole chain of queries to run
// before the next batch; on PostgreSQL none.
import { expect, it } from 'vitest';
import { MAX_REST_MS, nextTurn, restAfter, restAfterBatch } from './batches';

it('rests as long as the batch held the thread on SQLite, up to a bound, and not at all on PostgreSQL', () => {
  expect(restAfter(55, false)).toBe(55);
  expect(restAfter(-1, false)).toBe(0);
  expect(restAfter(60_000, false)).toBe(MAX_REST_MS);
  expect(restAfter(55, true)).toBe(0);
});

/** A page's queries as the service runs them on SQLite: each answered on a turn of its own. */
async function pageOfQueries(turns: number, done: string[]): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  done.push('page');
}

it('lets a page of ten queries finish before the next batch; a bare turn of the event loop does not', async () => {
  const order: string[] = [];
  // A batch that took 30 ms, then the job's rest; a page whose ten queries started meanwhile.
  const page = pageOfQueries(10, order);
  await restAfterBatch(performance.now() - 30, false).then(() => order.push('next batch'));
  await page;
  expect(order).toEqual(['page', 'next batch']);

  // What the jobs did before: one turn, and the next batch ran before the page's second query.
  const before: string[] = [];
  const again = pageOfQueries(10, before);
  await nextTurn().then(() => before.push('next batch'));
  await again;
  expect(before).toEqual(['next batch', 'page']);

  // On PostgreSQL a batch waited for the database off the thread: a turn is all it takes.
  const postgres: string[] = [];
  const third = pageOfQueries(10, postgres);
  await restAfterBatch(performance.now() - 30, true).then(() => postgres.push('next batch'));
  await third;
  expect(postgres).toEqual(['next batch', 'page']);
});
