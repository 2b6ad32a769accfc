// GET /novedades/rss.xml — the published versions as RSS 2.0, static and refreshed like /novedades
// (the releases feed, lib/products/feed.ts).
import { publicReleases, releasesRss } from '@/lib/products/public';
import { publicSiteUrl } from '@/lib/seo/site-url';

// Built once and kept, its time floor taken from the versions it reads.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const body = releasesRss(await publicReleases(), publicSiteUrl());
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
