// Expires feeds in this process: their cached reads, their memos (memo.ts) and every page built
// from them; the next request rebuilds each. Next allows this only while handling a request (a route handler, a
// server function): the back office calls it after a change, the watcher through its own server
// (self-call.ts, app/api/internal/refresh).
import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import type { Feed } from './feed';
import { markFeedsRefreshed } from './memo';

export function refreshFeeds(feeds: readonly Feed[]): void {
  markFeedsRefreshed(feeds);
  for (const feed of feeds) {
    revalidateTag(feed.name, { expire: 0 });
    for (const route of feed.routes) {
      if (route.includes('[')) revalidatePath(route, 'page');
      else revalidatePath(route);
    }
  }
}
