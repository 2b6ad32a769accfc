// How a page reads a feed: through Next's data cache, under the feed's tag and for its time floor.
// Outside a request (the build prerenders without a database), a read that throws caches nothing.
// Next gives each page the shortest floor of the data it read, so the feed's routes carry no
// `revalidate` literal of their own, and stay static between refreshes.
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Feed } from './feed';

/** `read`, cached under the feed's tag for its floor; `key` names this reading of the feed. */
export function cachedFeedRead<T>(feed: Feed, key: string, read: () => Promise<T>): () => Promise<T> {
  return unstable_cache(read, [`feed:${feed.name}:${key}`], { revalidate: feed.floorSeconds, tags: [feed.name] });
}
