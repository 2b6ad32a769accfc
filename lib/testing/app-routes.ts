// The app's addresses read from its file tree (app/**/route.ts and app/**/page.tsx), for the tests
// that must reach every one of them (the 405 test, the fuzzers): a new route file is covered without
// editing a test. Route groups `(name)` are no part of an address; a dynamic segment `[name]` or
// `[...name]` is filled from SAMPLE_SEGMENTS, and a segment the table cannot fill throws, so the test
// that lists the routes fails until the table has a value for it.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const APP_DIR = path.resolve(process.cwd(), 'app');

/**
 * A value for each dynamic segment name of app/: an id the demo data has, a file name, a path no
 * page serves. Add one here when a route file brings a new segment name.
 */
export const SAMPLE_SEGMENTS: Readonly<Record<string, string>> = {
  id: '1',
  file: 'a.png',
  slug: 'no-existe',
  path: 'no-existe',
  rest: 'no-existe',
  // The news list's page number (/blog/pagina/[n])
  n: '2',
};

export interface AppRoute {
  /** The file, relative to app/: `api/gestion/hoteles/[id]/route.ts`. */
  file: string;
  /** The address with its dynamic segments as written: `/api/gestion/hoteles/[id]`. */
  pattern: string;
  kind: 'route' | 'page';
}

const FILES: Record<string, AppRoute['kind']> = { 'route.ts': 'route', 'page.tsx': 'page', 'page.ts': 'page' };

/** Every route handler and page of app/, sorted by file. */
export function appRoutes(kind?: AppRoute['kind']): AppRoute[] {
  const out: AppRoute[] = [];
  for (const entry of readdirSync(APP_DIR, { recursive: true, withFileTypes: true })) {
    const found = entry.isFile() ? FILES[entry.name] : undefined;
    if (!found || (kind && found !== kind)) continue;
    const file = path.relative(APP_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const segments = file
      .split('/')
      .slice(0, -1)
      .filter((s) => !/^\(.+\)$/.test(s));
    out.push({ file, pattern: `/${segments.join('/')}`, kind: found });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/** The names of a pattern's dynamic segments: `/a/[id]/[...rest]` → `['id', 'rest']`. */
export const dynamicSegments = (pattern: string): string[] =>
  [...pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);

/** The pattern with each dynamic segment filled from SAMPLE_SEGMENTS; throws on one it has no value for. */
export function samplePath(pattern: string): string {
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = SAMPLE_SEGMENTS[name];
    if (value === undefined)
      throw new Error(`${pattern}: no sample value for [${name}] in SAMPLE_SEGMENTS (lib/testing/app-routes.ts)`);
    return value;
  });
}

/** The sample address of every route handler (and page, with `kind`) whose address starts with `prefix`. */
export function sampleAddresses(prefix = '/', kind?: AppRoute['kind']): string[] {
  return appRoutes(kind)
    .filter(
      (r) =>
        r.pattern === prefix.replace(/\/$/, '') || r.pattern.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    )
    .map((r) => samplePath(r.pattern));
}

/** The route files' patterns as segments, read once per test file. */
let routePatterns: string[][] | undefined;

/**
 * The dynamic segments of `pathname` as Next.js hands them to the route handler that serves it
 * (`/api/gestion/hoteles/5` → `{ id: '5' }`): the route file whose pattern matches, a static
 * segment winning over a dynamic one as in Next's router; `{}` when none has dynamic segments.
 */
export function paramsOf(pathname: string): Record<string, string | string[]> {
  const parts = pathname.split('/').filter(Boolean);
  routePatterns ??= appRoutes('route').map((r) => r.pattern.split('/').filter(Boolean));
  const candidates = routePatterns
    .filter(
      (segments) => segments.length === parts.length && segments.every((s, i) => s.startsWith('[') || s === parts[i]),
    )
    // Next prefers the most static segments, from the left.
    .sort((a, b) =>
      a
        .map((s) => (s.startsWith('[') ? '1' : '0'))
        .join('')
        .localeCompare(b.map((s) => (s.startsWith('[') ? '1' : '0')).join('')),
    );
  const params: Record<string, string> = {};
  candidates[0]?.forEach((s, i) => {
    const name = /^\[([^\].]+)\]$/.exec(s)?.[1];
    if (name) params[name] = decodeURIComponent(parts[i]!);
  });
  return params;
}
