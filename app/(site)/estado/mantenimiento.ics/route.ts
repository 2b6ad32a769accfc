// GET /estado/mantenimiento.ics — the maintenance windows as iCalendar, static and refreshed with
// /estado (the status feed, lib/status/feed.ts).
import { maintenanceCalendar } from '@/lib/status/public-formats';
import { emptySnapshot } from '@/lib/status/snapshot';
import { publicStatus } from '@/lib/status/view';
import { publicSiteUrl } from '@/lib/seo/site-url';

export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  // Empty while it cannot be read (the build has no database; the watcher refreshes it at start).
  const status = (await publicStatus()) ?? emptySnapshot();
  return new Response(maintenanceCalendar(status, publicSiteUrl()), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="mantenimiento.ics"',
    },
  });
}
