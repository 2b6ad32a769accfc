// GET /estado/feed.xml — incidents and maintenance windows as Atom, static and refreshed with /estado
// (the status feed, lib/status/feed.ts).
import { statusAtom } from '@/lib/status/public-formats';
import { publicStatus } from '@/lib/status/view';
import { publicSiteUrl } from '@/lib/seo/site-url';

export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const status = await publicStatus();
  if (!status) return new Response('El estado no se puede leer ahora mismo.', { status: 503 });
  return new Response(statusAtom(status, publicSiteUrl()), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}
