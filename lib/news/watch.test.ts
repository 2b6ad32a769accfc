// The watcher's rule: revalidate when the public news' version moves, not at the first reading,
// and again at the next tick when a revalidation failed.
import { describe, expect, it } from 'vitest';
import { newsWatcher } from './watch';

describe('the news watcher', () => {
  it('revalidates once per change of version, and retries a failed revalidation', async () => {
    const versions = ['1:5:100', '1:5:100', '2:6:200', '2:6:200', '1:6:300', '1:6:300', '1:6:300'];
    const outcomes = [false, true, true];
    const calls: string[] = [];
    let i = 0;
    const tick = newsWatcher(
      async () => versions[i]!,
      async () => {
        calls.push(versions[i]!);
        return outcomes.shift() ?? true;
      },
    );
    for (; i < versions.length; i++) await tick();
    // 2:6:200 fails once and is retried at the next tick; 1:6:300 is revalidated once.
    expect(calls).toEqual(['2:6:200', '2:6:200', '1:6:300']);
  });
});
