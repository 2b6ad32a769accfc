// GET /estado/feed.xml — incidents and maintenance windows as Atom, static and refreshed with /estado
// (the status feed, lib/status/feed.ts).
import { statusAtom } from '@/lib/status/public-formats';
import { emptySnapshot } from '@/lib/status/snapshot';
import { publicStatus } from '@/lib/status/view';
import { publicSiteUrl } from '@/lib/seo/site-url';

export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  // Empty while it cannot be read (the build has no database; the watcher refreshes it at start).
  const status = (await publicStatus()) ?? emptySnapshot();
  return new Response(statusAtom(status, publicSiteUrl()), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}
