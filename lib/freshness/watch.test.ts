// The watcher's rule: refresh every feed at its first reading (the build's pages hold no run-time
// data), then each feed when its version moves; a failed refresh is tried again at the next tick,
// and a feed whose version cannot be read does not hold the others back.
import { describe, expect, it } from 'vitest';
import { defineFeed, type Feed } from './feed';
import { feedWatcher } from './watch';

function feedOf(name: string, versions: Array<string | Error>): Feed {
  let i = 0;
  return defineFeed({
    name,
    floorSeconds: 60,
    routes: [],
    version: async () => {
      const v = versions[Math.min(i++, versions.length - 1)]!;
      if (v instanceof Error) throw v;
      return v;
    },
  });
}

describe('the feeds watcher', () => {
  it('refreshes all at first, then each feed once per change of version, retrying a failed refresh', async () => {
    const news = feedOf('news', ['1:5', '1:5', '2:6', '2:6', '2:6', '3:6']);
    const status = feedOf('status', ['a', 'a', 'a', 'b', 'b', 'b']);
    const outcomes = [true, true, false, true, true];
    const calls: string[][] = [];
    const tick = feedWatcher([news, status], async (names) => {
      calls.push(names);
      if (!outcomes.shift()) throw new Error('server not answering');
    });
    const results: string[] = [];
    for (let i = 0; i < 6; i++)
      results.push(
        await tick().then(
          () => 'ok',
          (e: Error) => e.message,
        ),
      );
    expect(calls).toEqual([['news', 'status'], ['news'], ['status'], ['status'], ['news']]);
    expect(results).toEqual(['ok', 'ok', 'ok', 'server not answering', 'ok', 'ok']);
  });

  it('refreshes the feeds it can read when another one fails, and says why', async () => {
    const calls: string[][] = [];
    const tick = feedWatcher(
      [feedOf('news', [new Error('database away')]), feedOf('status', ['a'])],
      async (names) => void calls.push(names),
    );
    await expect(tick()).rejects.toThrow('database away');
    expect(calls).toEqual([['status']]);
  });
});
