// On the real build (`npm run test:e2e` runs this right after building; without a build it skips):
// every route a feed names is static, rebuilt at the feed's time floor, which Next took from the
// cached read (the routes declare no `revalidate` of their own). A route Next renders per request
// would be missing here: a GET route handler, for one, needs `dynamic = 'force-static'`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEEDS } from '@/lib/boot/feeds';

const standalone = path.resolve(process.env.STANDALONE_DIR ?? path.join(__dirname, '..', '..', '.next', 'standalone'));
const manifestFile = path.join(standalone, '.next', 'prerender-manifest.json');

interface PrerenderManifest {
  routes: Record<string, { initialRevalidateSeconds: number | false }>;
  dynamicRoutes: Record<string, unknown>;
}

// A skipped suite's body still runs to collect its tests: the manifest is read in the test.
describe.skipIf(!existsSync(manifestFile))('the feeds on the real build', () => {
  it.each(FEEDS.map((f) => [f.name, f] as const))('%s: each route is static with the feed’s floor', (_name, feed) => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
    for (const route of feed.routes) {
      if (route.includes('[')) expect(manifest.dynamicRoutes[route], route).toBeDefined();
      else
        expect(`${route}: ${manifest.routes[route]?.initialRevalidateSeconds}`).toBe(`${route}: ${feed.floorSeconds}`);
    }
  });
});
