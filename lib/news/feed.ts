// The news as a feed of the public pages (lib/freshness): /blog in both languages, each item's
// page, the RSS and the sitemap are built from it and refreshed within seconds of a change.
import { defineFeed } from '@/lib/freshness/feed';

export const newsFeed = defineFeed({
  name: 'news',
  floorSeconds: 60,
  routes: ['/blog', '/en/blog', '/blog/[slug]', '/blog/rss.xml', '/sitemap.xml'],
  // Loaded when called: the declaration itself is read outside the server (no database there).
  version: async () => (await import('./repository')).publicNewsVersion(),
});
