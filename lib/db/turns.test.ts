// Exports at once read their batches one at a time, each on a turn of the event loop of its own:
// a heartbeat on the event loop (as a server's sockets are polled: it beats only when the jobs let
// go of the thread) beats between any two batch reads, of one export or of three at once. Before,
// each export gave a turn (setImmediate) between its own batches, and three exports' turns fell in
// the same check phase, so their synchronous reads (SQLite) ran back to back.
import { describe, expect, it } from 'vitest';
import { heartbeat } from '@/lib/testing/heartbeat';
import { newestFirst } from './batches';
import { inTurn } from './turns';

/** Runs `work` beside a heartbeat; answers how many reads `work` noted with no beat since the read before. */
async function readsWithoutBeat(
  work: (note: () => void) => Promise<unknown>,
): Promise<{ reads: number; together: number }> {
  const heart = heartbeat();
  const seen: number[] = [];
  try {
    await work(() => seen.push(heart.beats));
  } finally {
    heart.stop();
  }
  return { reads: seen.length, together: seen.slice(1).filter((b, i) => b === seen[i]).length };
}

/** An export of `batches` batches of 2 rows, newest first, whose reads are synchronous work (SQLite's driver). */
async function exportOf(batches: number, note: () => void): Promise<number> {
  let left = batches * 2;
  let rows = 0;
  for await (const batch of newestFirst<{ id: number; at: Date }, object>(
    'at',
    {},
    async (query) => {
      note();
      const n = Math.min(query.take, left);
      left -= n;
      return Array.from({ length: n }, (_, i) => ({ id: left + n - i, at: new Date(0) }));
    },
    2,
  ))
    rows += batch.length;
  return rows;
}

describe('the steps of exports and downloads', () => {
  it('are read one at a time, each on its own turn of the event loop, whatever runs at once', async () => {
    const three = await readsWithoutBeat((note) =>
      Promise.all([exportOf(20, note), exportOf(20, note), exportOf(20, note)]),
    );
    expect(three.reads).toBeGreaterThanOrEqual(60);
    expect(three.together).toBe(0);
  });

  it('leave the thread long enough between two steps for a request of many turns to finish', async () => {
    // An export: each step 5 ms of synchronous work, then 5 ms more on what it returned (the CSV).
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    let steps = 0;
    let exporting = true;
    const exporter = (async () => {
      while (exporting) {
        await inTurn(async () => {
          busy(5);
          steps += 1;
        });
        busy(5);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 30));
    // A request: 20 turns of the event loop, each a setImmediate, as a server's layers hand it on.
    const before = steps;
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    const during = steps - before;
    exporting = false;
    await exporter;
    // One turn between steps made each of the 20 turns wait a step (about 20 steps).
    expect(during).toBeLessThanOrEqual(2);
  });

  it('run one after another in order of asking, the turn given back when a step fails', async () => {
    const order: string[] = [];
    await expect(inTurn(async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    await Promise.all(['a', 'b', 'c'].map((name) => inTurn(async () => order.push(name))));
    expect(order).toEqual(['a', 'b', 'c']);
  });
});
