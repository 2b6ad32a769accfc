// A feed's memo: built once, shared by calls (concurrent ones too), built again after the feed is
// refreshed or its floor has passed; a failed build is not kept.
import { describe, expect, it } from 'vitest';
import { defineFeed } from './feed';
import { feedMemo, markFeedsRefreshed } from './memo';

const feed = defineFeed({ name: 'memo-test', floorSeconds: 60, routes: [], version: async () => '1' });

describe('feedMemo', () => {
  it('builds once per refresh and per floor, and retries a failed build', async () => {
    let clock = 0;
    let builds = 0;
    let fail = false;
    const read = feedMemo(
      feed,
      async () => {
        builds++;
        if (fail) throw new Error('database away');
        return `v${builds}`;
      },
      () => clock,
    );
    expect(await Promise.all([read(), read()])).toEqual(['v1', 'v1']);
    expect(await read()).toBe('v1');
    markFeedsRefreshed([feed]);
    expect(await read()).toBe('v2');
    clock += 59_999;
    expect(await read()).toBe('v2');
    clock += 1;
    expect(await read()).toBe('v3');
    fail = true;
    markFeedsRefreshed([feed]);
    await expect(read()).rejects.toThrow('database away');
    fail = false;
    expect(await read()).toBe('v5');
    expect(builds).toBe(5);
  });
});
