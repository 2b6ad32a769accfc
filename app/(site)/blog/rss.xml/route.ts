// GET /blog/rss.xml — the news as RSS 2.0, static and refreshed like /blog (the news feed, lib/news/feed.ts).
import { newsRss } from '@/lib/news/seo';
import { publishedNews } from '@/lib/news/view';
import { publicSiteUrl } from '@/lib/seo/site-url';

// A GET handler is rendered per request unless it says otherwise; it is built once and kept, its
// time floor taken from the news it reads.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const body = newsRss(await publishedNews(), publicSiteUrl());
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
