// A value built from a feed and kept in this process until the feed is refreshed: for answers that
// are not pages (GetNoticias' JSON text) but must change when the pages do. The same signal
// expires both: refreshFeeds (refresh.ts, run by the watcher on every instance within seconds of a
// change, and at once by the back office where it saved) moves the feed's generation here, and
// the next call builds the value once; calls in between share the one built, concurrent ones the
// one being built. Like a page, a value is also rebuilt after the feed's time floor, should every
// notice of a change be lost. Not Next's data cache (cache.ts): it refuses entries over 2 MB, and
// the news answer with its pictures passes that at a vendor's size.
import type { Feed } from './feed';

// On the process's global object: the route that refreshes and the route that reads may be
// bundled apart, yet run in one process (as self-call.ts's key).
const GENERATIONS = Symbol.for('mille.freshness.generations');

function generations(): Map<string, number> {
  const store = globalThis as Record<symbol, Map<string, number> | undefined>;
  return (store[GENERATIONS] ??= new Map());
}

/** How many times this process has refreshed the feed. */
export function feedGeneration(feed: Feed): number {
  return generations().get(feed.name) ?? 0;
}

/** Called by refreshFeeds: every memo of these feeds is built afresh at its next call. */
export function markFeedsRefreshed(feeds: readonly Feed[]): void {
  for (const feed of feeds) generations().set(feed.name, feedGeneration(feed) + 1);
}

/** `build`, run once per refresh of `feed` (and at most once per floor), its value shared meanwhile. */
export function feedMemo<T>(feed: Feed, build: () => Promise<T>, now = () => Date.now()): () => Promise<T> {
  let kept: { generation: number; builtAt: number; value: Promise<T> } | undefined;
  return () => {
    const generation = feedGeneration(feed);
    const at = now();
    if (kept && kept.generation === generation && at - kept.builtAt < feed.floorSeconds * 1000) return kept.value;
    const value = build();
    const entry = { generation, builtAt: at, value };
    kept = entry;
    // A failed build is not kept: the next call tries again.
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}
