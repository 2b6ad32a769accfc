// What the server layer reads of Next.js' own build, in one place: its private manifests
// (routes-manifest.json, prerender-manifest.json) and the version of Next.js that wrote them.
// None of this is a public interface of Next.js, so each read says what it expected: the layers
// that depend on it turn themselves off, with a warning naming what changed, when a file is
// missing, has another format version, or when Next.js is not the version this layer was
// verified against (by the e2e suite and
// server/real-build.test.ts, which run against a real build).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The Next.js version the layers reading its build were verified against. Change it only after the e2e suite passes on the new one. */
export const VERIFIED_NEXT_VERSION = '16.4.6';
/** The format versions of the manifests, as Next.js VERIFIED_NEXT_VERSION writes them. */
const ROUTES_MANIFEST_VERSION = 3;
const PRERENDER_MANIFEST_VERSION = 4;

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

export interface HeaderRule {
  regex: string;
  headers: { key: string; value: string }[];
}
export interface RouteEntry {
  page: string;
  regex: string;
}
export interface RoutesManifest {
  headers: HeaderRule[];
  staticRoutes: RouteEntry[];
  dynamicRoutes: RouteEntry[];
  redirects: { regex: string; internal?: boolean }[];
}
export interface PrerenderRoute {
  routeType?: string;
  initialRevalidateSeconds?: number | false;
  dataRoute?: string | null;
}
export interface PrerenderManifest {
  routes: Record<string, PrerenderRoute | undefined>;
}

/** The version of the Next.js package the server in `serverDir` runs (null when not found). */
export function nextVersion(serverDir: string): string | null {
  try {
    const require = createRequire(path.join(serverDir, 'server.js'));
    return (require('next/package.json') as { version?: unknown }).version?.toString() ?? null;
  } catch {
    return null;
  }
}

/** Why the build's Next.js cannot be relied on, or null when it is the verified one. */
export function nextVersionProblem(serverDir: string): string | null {
  const version = nextVersion(serverDir);
  if (version === VERIFIED_NEXT_VERSION) return null;
  return version === null
    ? `Next.js version not found (next/package.json), verified against ${VERIFIED_NEXT_VERSION}`
    : `Next.js is ${version}, verified against ${VERIFIED_NEXT_VERSION}`;
}

function readJson(file: string): Read<Record<string, unknown>> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { ok: false, problem: `${path.basename(file)} is missing` };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // reported below
  }
  return { ok: false, problem: `${path.basename(file)} is not a JSON object` };
}

const isArrayOf = (value: unknown, check: (item: Record<string, unknown>) => boolean) =>
  Array.isArray(value) &&
  value.every((item) => item !== null && typeof item === 'object' && check(item as Record<string, unknown>));
const isRoute = (r: Record<string, unknown>) => typeof r.page === 'string' && typeof r.regex === 'string';

/** The build's routes-manifest.json, checked to have the format the layers read. */
export function routesManifest(serverDir: string): Read<RoutesManifest> {
  const read = readJson(path.join(serverDir, '.next', 'routes-manifest.json'));
  if (!read.ok) return read;
  const m = read.value;
  if (m.version !== ROUTES_MANIFEST_VERSION)
    return {
      ok: false,
      problem: `routes-manifest.json has format version ${String(m.version)}, expected ${ROUTES_MANIFEST_VERSION}`,
    };
  const understood =
    isArrayOf(
      m.headers,
      (h) =>
        typeof h.regex === 'string' &&
        isArrayOf(h.headers, (kv) => typeof kv.key === 'string' && typeof kv.value === 'string'),
    ) &&
    isArrayOf(m.staticRoutes, isRoute) &&
    isArrayOf(m.dynamicRoutes, isRoute) &&
    isArrayOf(m.redirects, (r) => typeof r.regex === 'string');
  if (!understood)
    return {
      ok: false,
      problem: 'routes-manifest.json lacks headers, staticRoutes, dynamicRoutes or redirects in the expected shape',
    };
  return { ok: true, value: m as unknown as RoutesManifest };
}

/** The build's prerender-manifest.json, checked to have the format the layers read. */
export function prerenderManifest(serverDir: string): Read<PrerenderManifest> {
  const read = readJson(path.join(serverDir, '.next', 'prerender-manifest.json'));
  if (!read.ok) return read;
  const m = read.value;
  if (m.version !== PRERENDER_MANIFEST_VERSION)
    return {
      ok: false,
      problem: `prerender-manifest.json has format version ${String(m.version)}, expected ${PRERENDER_MANIFEST_VERSION}`,
    };
  const routes = m.routes;
  const understood =
    routes !== null &&
    typeof routes === 'object' &&
    Object.values(routes).every(
      (r) => r !== null && typeof r === 'object' && 'initialRevalidateSeconds' in r && 'dataRoute' in r,
    );
  if (!understood)
    return { ok: false, problem: 'prerender-manifest.json lacks routes with initialRevalidateSeconds and dataRoute' };
  return { ok: true, value: m as unknown as PrerenderManifest };
}

/**
 * How Next.js (with Turbopack) starts the inline scripts it writes into a page that do nothing but
 * hand it data: each is one of these calls, whose argument is a JSON value, and nothing else
 * (its flight data, the marker that starts it, the list of chunks to load). script-hashes.ts lets
 * those run on any page without trusting what else the page holds.
 */
export const NEXT_INLINE_DATA_CALLS = [
  'self.__next_f.push(',
  '(self.__next_f=self.__next_f||[]).push(',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
] as const;

/** The HTML the build rendered for the pre-rendered page at `route` (null when it is not there). */
export function prerenderedHtml(serverDir: string, route: string): Buffer | null {
  // Next's file names for pages (normalizePagePath): `/` is `index`, and a path that starts with
  // an `/index` segment gets one more (`/index` → `index/index.html`).
  const name = route === '/' ? '/index' : /^\/index(?:\/|$)/.test(route) ? `/index${route}` : route;
  try {
    return fs.readFileSync(path.join(serverDir, '.next', 'server', 'app', `${name}.html`));
  } catch {
    return null;
  }
}
