// The service status as a feed of the public pages (lib/freshness): /estado in both languages, its
// JSON, Atom and iCalendar answers, and the public pages that carry the status banner are built
// from it and refreshed on every instance within seconds of a change staff make, or of a
// maintenance window starting, ending or coming within 12 hours.
import 'server-only';
import { defineFeed } from '@/lib/freshness/feed';
import { statusVersion } from './read';

/**
 * The public pages that show the banner besides /estado: Soporte, where a hotel looks for the phone
 * before it calls. Not every page: a page that reads a feed revalidates, and the server layer
 * answers only never-revalidated pages from memory and reads the site's own inline scripts from
 * them (the home page among them: server/real-build.test.ts). docs/ARCHITECTURE.md "The service status".
 */
export const BANNER_ROUTES = ['/soporte', '/en/soporte'] as const;

export const statusFeed = defineFeed({
  name: 'status',
  floorSeconds: 60,
  routes: ['/estado', '/en/estado', '/estado.json', '/estado/feed.xml', '/estado/mantenimiento.ics', ...BANNER_ROUTES],
  version: () => statusVersion(),
});
