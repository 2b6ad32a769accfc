// The service status as a feed of the public pages (lib/freshness): /estado in both languages and
// its JSON, Atom and iCalendar answers are built from it and refreshed on every instance within
// seconds of a change staff make, or of a maintenance window starting, ending or coming within 12
// hours. The banner of every other public page is /estado's, put into them by the server layer
// as they are sent (server/status-banner.ts), so they stay never-revalidated.
import 'server-only';
import { defineFeed } from '@/lib/freshness/feed';
import { statusVersion } from './read';

export const statusFeed = defineFeed({
  name: 'status',
  floorSeconds: 60,
  routes: ['/estado', '/en/estado', '/estado.json', '/estado/feed.xml', '/estado/mantenimiento.ics'],
  version: () => statusVersion(),
});
