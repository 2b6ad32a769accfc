// GET /estado.json — the service status for the vendor's apps (docs/CONTRACT.md "Service status"),
// static and refreshed with /estado (the status feed, lib/status/feed.ts).
import { statusJson } from '@/lib/status/public-formats';
import { emptySnapshot } from '@/lib/status/snapshot';
import { publicStatus } from '@/lib/status/view';

// A GET handler is rendered per request unless it says otherwise; it is built once and kept, its
// time floor taken from the status it reads.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  // Empty while it cannot be read (the build has no database; the watcher refreshes it at start).
  const status = (await publicStatus()) ?? emptySnapshot();
  return Response.json(statusJson(status), { headers: { 'access-control-allow-origin': '*' } });
}
