// The news as a feed of the public pages (lib/freshness): /blog and its pages in both languages, each item's
// page, the RSS and the sitemap are built from it and refreshed within seconds of a change.
import 'server-only';
import { defineFeed } from '@/lib/freshness/feed';
import { publicNewsVersion } from './repository';

export const newsFeed = defineFeed({
  name: 'news',
  floorSeconds: 60,
  routes: [
    '/blog',
    '/en/blog',
    '/blog/pagina/[n]',
    '/en/blog/pagina/[n]',
    '/blog/[slug]',
    '/blog/rss.xml',
    '/sitemap.xml',
  ],
  version: () => publicNewsVersion(),
});
