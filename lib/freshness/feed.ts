// A feed: data the static public pages are built from that changes while the server runs (the
// news today; a service status or release notes later). Declaring one is all a new feed costs:
// the pages read it through `cachedFeedRead` (cache.ts), and every server process's watcher
// (watch.ts) refreshes the pages it names within seconds of any change, made on any instance.

export interface Feed {
  /** Its name, which is also its tag in Next's data cache. */
  readonly name: string;
  /**
   * The time floor: how long a page may show an old copy if every notice of a change were lost.
   * Pages that read the feed get it from the read itself (no `revalidate` export of their own).
   */
  readonly floorSeconds: number;
  /** The routes built from it, as `revalidatePath` names them ('/blog/[slug]' for every item page). */
  readonly routes: readonly string[];
  /**
   * A cheap fingerprint of what visitors may see now. It must move with every change, and with
   * time for items scheduled to appear (compute "now" when called, not at module level).
   */
  readonly version: () => Promise<string>;
}

export function defineFeed<F extends Feed>(feed: F): F {
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(feed.name)) throw new Error(`feed name not usable as a cache tag: ${feed.name}`);
  return feed;
}
