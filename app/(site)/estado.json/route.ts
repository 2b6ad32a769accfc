// GET /estado.json — the service status for the vendor's apps (docs/CONTRACT.md "Service status"),
// static and refreshed with /estado (the status feed, lib/status/feed.ts).
import { statusJson } from '@/lib/status/public-formats';
import { publicStatus } from '@/lib/status/view';

// A GET handler is rendered per request unless it says otherwise; it is built once and kept, its
// time floor taken from the status it reads.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const status = await publicStatus();
  if (!status)
    return Response.json(
      { error: 'unavailable', message: 'El estado no se puede leer ahora mismo.' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  return Response.json(statusJson(status), { headers: { 'access-control-allow-origin': '*' } });
}
