// A growing table's total: counted whole once, then the new rows added; counted whole again when
// its oldest rows were deleted, when a count failed, and every few minutes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { growingCount, type IdRange } from './brief-count';

afterEach(() => vi.useRealTimers());

/** A table of ids oldest..newest, counting what it is asked and recording how. */
function table(oldest: number, newest: number) {
  const t = {
    oldest,
    newest,
    asked: [] as (IdRange | 'whole')[],
    count: async (range?: IdRange) => {
      t.asked.push(range ?? 'whole');
      if (!range) return t.newest - t.oldest + 1;
      return Math.max(0, Math.min(range.lte, t.newest) - Math.max(range.gt, t.oldest - 1));
    },
    bounds: () => ({ oldest: t.oldest, newest: t.newest }),
  };
  return t;
}

describe('growingCount', () => {
  it('counts the whole table once, then only the rows above the newest id it had counted', async () => {
    const t = table(1, 1000);
    expect(await growingCount('a:1', t.bounds(), t.count)).toBe(1000);
    expect(await growingCount('a:1', t.bounds(), t.count)).toBe(1000);
    t.newest = 1003;
    expect(await growingCount('a:1', t.bounds(), t.count)).toBe(1003);
    t.newest = 1010;
    expect(await growingCount('a:1', t.bounds(), t.count)).toBe(1010);
    expect(t.asked).toEqual(['whole', { gt: 1000, lte: 1003 }, { gt: 1003, lte: 1010 }]);
  });

  it('counts whole again when the oldest rows were deleted, and every few minutes', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T20:00:00Z') });
    const t = table(1, 1000);
    await growingCount('b:1', t.bounds(), t.count, 60_000);
    t.oldest = 501;
    expect(await growingCount('b:1', t.bounds(), t.count, 60_000)).toBe(500);
    t.newest = 1001;
    vi.advanceTimersByTime(59_000);
    expect(await growingCount('b:1', t.bounds(), t.count, 60_000)).toBe(501);
    vi.advanceTimersByTime(1_000);
    expect(await growingCount('b:1', t.bounds(), t.count, 60_000)).toBe(501);
    expect(t.asked).toEqual(['whole', 'whole', { gt: 1000, lte: 1001 }, 'whole']);
  });

  it('keeps totals apart per key, shares one count between simultaneous asks, and never keeps a failure', async () => {
    const t = table(1, 10);
    const [x, y] = await Promise.all([
      growingCount('c:x', t.bounds(), t.count),
      growingCount('c:x', t.bounds(), t.count),
    ]);
    expect([x, y]).toEqual([10, 10]);
    expect(t.asked).toEqual(['whole']);
    await growingCount('c:y', t.bounds(), t.count);
    expect(t.asked).toEqual(['whole', 'whole']);

    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error('base de datos ocupada');
      return 7;
    };
    await expect(growingCount('c:z', t.bounds(), flaky)).rejects.toThrow('ocupada');
    fail = false;
    expect(await growingCount('c:z', t.bounds(), flaky)).toBe(7);
  });
});
