// The server layer against the real build (`npm run build`, which the e2e suite runs first):
// the Next.js it was verified against, manifests it understands, the pages it would keep, and
// the bundled layer beside server.js. The e2e suite then checks the running server
// (e2e/shell.spec.ts: every layer on in /api/health and in the start-up log).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextVersionProblem, prerenderManifest, routesManifest } from './next-build';
import { missingRoutes } from './compressed-answers';
import { neverRevalidatedPages } from './prerendered-pages';
import { carriesStaticCsp } from './script-hashes';
import { siteScripts } from './trusted-scripts';
import { NOT_SERVED } from '../scripts/prune-standalone.mjs';
import { latin1Standalone } from '../scripts/latin1-sources.mjs';

// Another copy of a standalone build may be named with STANDALONE_DIR. Without a build it skips;
// `npm run test:e2e` runs it right after building, so CI always runs it on a fresh build.
const standalone = path.resolve(process.env.STANDALONE_DIR ?? path.join(__dirname, '..', '.next', 'standalone'));
const built = existsSync(path.join(standalone, 'server.js'));

describe.skipIf(!built)('the server layer on the real build', () => {
  it('runs on the Next.js it was verified against', () => {
    expect(nextVersionProblem(standalone)).toBeNull();
  });

  it('understands the build manifests', () => {
    const routes = routesManifest(standalone);
    expect(routes).toMatchObject({ ok: true });
    if (!routes.ok) return;
    expect(routes.value.headers.some((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'))).toBe(true);
    // The fixed policy script-hashes.ts replaces, as lib/http/security-headers.ts writes it.
    expect(carriesStaticCsp(routes.value.headers)).toBe(true);
    expect(routes.value.staticRoutes.map((r) => r.page)).toContain('/index');
    // The routes compressed-answers.ts compresses once are where it looks for them.
    expect(missingRoutes(routes.value)).toEqual([]);
    const prerender = prerenderManifest(standalone);
    expect(prerender).toMatchObject({ ok: true });
    if (!prerender.ok) return;
    const pages = neverRevalidatedPages(prerender.value);
    // Public pages are kept; the blog revalidates and the customer area is rendered per request.
    expect(pages).toContain('/index');
    expect([...pages].filter((p) => p.startsWith('/blog') || p.startsWith('/micuenta'))).toEqual([]);
    // Each has its HTML, where script-hashes.ts reads the site's own inline scripts (the layout's consent pre-check).
    const site = siteScripts(standalone, prerender.value);
    expect(site.pages).toBe(pages.size);
    expect([...site.texts].some((t) => t.includes('CookieConsent'))).toBe(true);
  });

  it('loads a route with its first request, not every route at start', () => {
    // The build's config, as server.js starts Next.js with it (next.config.ts says why).
    const files = JSON.parse(readFileSync(path.join(standalone, '.next', 'required-server-files.json'), 'utf8')) as {
      config: { experimental: Record<string, unknown> };
    };
    expect(files.config.experimental.preloadEntriesOnStart).toBe(false);
  });

  it('loads pdf-lib and fflate from node_modules: one copy a process, the one the start-up warms', () => {
    // lib/invoices/warm-up.ts draws a sample invoice at start so the first download does not; a
    // copy bundled into the routes' chunks would be another, cold one (next.config.ts).
    const server = path.join(standalone, '.next', 'server');
    const bundled = (readdirSync(server, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js'))
      .filter((f) => {
        const text = readFileSync(path.join(server, f), 'latin1');
        return text.includes('pdf-lib (https://github.com/Hopding/pdf-lib)') || text.includes('invalid zip data');
      });
    expect(bundled).toEqual([]);
    // Traced into the standalone folder, as the chunks load them (e2e downloads a ZIP from it).
    for (const name of ['pdf-lib', 'fflate'])
      expect(existsSync(path.join(standalone, 'node_modules', name, 'package.json')), name).toBe(true);
  });

  it('carries the bundled layer beside server.js', () => {
    expect(existsSync(path.join(standalone, 'server-preload.cjs'))).toBe(true);
  });

  it('holds what the server runs, not the project: no sources, tests or documents were traced in', () => {
    // A file read through a path the build cannot follow makes Next.js trace the whole project
    // into the standalone folder; run-time paths copy matching local folders (a data/ folder with
    // its secrets): scripts/prune-standalone.mjs removes those.
    for (const f of ['README.md', 'next.config.ts', 'package-lock.json', ...NOT_SERVED])
      expect(existsSync(path.join(standalone, f)), f).toBe(false);
  });

  it('holds its server JavaScript in Latin-1, which V8 keeps at one byte a character', () => {
    // scripts/latin1-sources.mjs ran in the build: counted again, nothing is left to escape.
    const again = latin1Standalone(standalone, { write: false });
    expect(again.files).toBeGreaterThan(1000);
    expect(again).toMatchObject({ rewritten: 0, escaped: 0, twoByte: [], unparsed: [] });
  });

  it("ships the query compiler's file that lib/db/query-compiler-wasm.ts reads at run time", () => {
    const require = createRequire(path.join(standalone, 'package.json'));
    for (const provider of ['sqlite', 'postgresql'])
      expect(require.resolve(`@prisma/client/runtime/query_compiler_fast_bg.${provider}.wasm-base64.mjs`)).toContain(
        standalone,
      );
  });
});
