// GET /estado/mantenimiento.ics — the maintenance windows as iCalendar, static and refreshed with
// /estado (the status feed, lib/status/feed.ts).
import { maintenanceCalendar } from '@/lib/status/public-formats';
import { publicStatus } from '@/lib/status/view';
import { publicSiteUrl } from '@/lib/seo/site-url';

export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const status = await publicStatus();
  if (!status) return new Response('El estado no se puede leer ahora mismo.', { status: 503 });
  return new Response(maintenanceCalendar(status, publicSiteUrl()), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="mantenimiento.ics"',
    },
  });
}
