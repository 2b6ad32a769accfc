// Every feed the public pages are built from (lib/freshness/feed.ts): the watcher follows each,
// and POST /api/internal/refresh refreshes them by name. A new feed is one line here.
import type { Feed } from '@/lib/freshness/feed';
import { newsFeed } from '@/lib/news/feed';
import { releasesFeed } from '@/lib/products/feed';
import { statusFeed } from '@/lib/status/feed';

export const FEEDS: readonly Feed[] = [newsFeed, releasesFeed, statusFeed];
