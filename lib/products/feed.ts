// The published versions as a feed of the public pages (lib/freshness): /novedades, its RSS and
// /soluciones/verifactu (the declarations of the adapted versions) are built from it and refreshed
// within seconds of a version being published, edited or withdrawn, on every instance.
import 'server-only';
import { defineFeed } from '@/lib/freshness/feed';
import { publishedStamp } from './catalogue';

export const releasesFeed = defineFeed({
  name: 'releases',
  floorSeconds: 60,
  routes: [
    '/novedades',
    '/en/novedades',
    '/novedades/pagina/[n]',
    '/en/novedades/pagina/[n]',
    '/novedades/rss.xml',
    '/soluciones/verifactu',
    '/en/soluciones/verifactu',
  ],
  version: () => publishedStamp(),
});
