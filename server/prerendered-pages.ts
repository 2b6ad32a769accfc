// Pre-rendered public pages answered from memory.
//
// Next.js answers each request for a pre-rendered page by running its router and page pipeline,
// hashing the whole HTML for an ETag and gzipping it again for every browser: many times what a
// bare Node server takes to send the same bytes (docs/PERFORMANCE.md, "What was changed to get
// here", "Pre-rendered pages from memory"). The pages the build marks as never revalidated
// (prerender-manifest.json: `initialRevalidateSeconds: false`) are the same bytes for every
// visitor until the next deploy. So the first request for one goes to Next.js as always, and the
// page is then fetched once more from Next.js over loopback, without cookies (nothing personal
// can be kept), and remembered: its headers exactly as Next.js sent them (security headers,
// caching, Vary), its body, a Brotli and a gzip copy made once, and a strong ETag for each. Later
// plain GET/HEAD requests for that path are answered from memory, with 304 for a matching
// If-None-Match. While the service status has a banner (status-banner.ts), each page is answered
// with it after <body>: spliced and compressed once per page and banner (the HTML answers at once,
// the compressed copies once made), with ETags named for the banner, so a copy with another
// banner, or none, is never confirmed.
//
// Everything else goes to Next.js as before: other methods, a query string, client-side
// navigation (RSC and router headers), Range, pages that revalidate (the blog) or are rendered
// per request (the customer area), and any page whose answer was not a cacheable 200 without
// cookies (tried again a minute later).
import crypto from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { accepts } from './accept-encoding';
import { noneMatch } from '../lib/http/if-none-match';
import type { PrerenderManifest } from './next-build';
import { bannerEtag, spliced, unsplicedHeaders, type Banner, type StatusBanner } from './status-banner';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Headers that belong to one connection or one representation; set anew on each answer.
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
]);
const RETRY_MS = 60_000;
const FILL_TIMEOUT_MS = 10_000;

type Coding = 'br' | 'gzip' | 'identity';
interface Variant {
  etag: string;
  head: string[];
  notModified: string[];
  body: Buffer;
}
type Variants = Record<Coding, Variant>;
interface Page {
  /** The page as Next.js rendered it, in each coding. */
  plain: Variants;
  /** Its HTML, headers (nothing per answer, no ETag) and content hash, to splice the banner into. */
  html: Buffer;
  base: string[];
  hash: string;
  /**
   * The page with the status banner of `version` (status-banner.ts): the plain page when it takes
   * none; the compressed copies come once made (the identity one answers meanwhile).
   */
  withBanner?: { version: string; variants: Partial<Variants> & { identity: Variant } };
}

/** The never-revalidated HTML pages of the build, by URL path. */
export function neverRevalidatedPages(manifest: PrerenderManifest): Set<string> {
  const pages = new Set<string>();
  for (const [route, info] of Object.entries(manifest.routes)) {
    if (!info || info.initialRevalidateSeconds !== false || route.startsWith('/_')) continue;
    // Route handlers (robots.txt) are pre-rendered too; pages are those with an RSC payload.
    const isPage = info.routeType ? info.routeType === 'page' : typeof info.dataRoute === 'string';
    if (isPage) pages.add(route);
  }
  return pages;
}

/**
 * Requests from the client-side router (and Next.js' own internals) ask for something else than
 * the HTML. Next.js names them by these header prefixes (its private convention, hence the
 * version check in next-build.ts).
 */
function isRouterRequest(headers: http.IncomingHttpHeaders): boolean {
  for (const name in headers) {
    if (name === 'rsc' || name.startsWith('next-') || name.startsWith('x-nextjs') || name.startsWith('x-middleware'))
      return true;
  }
  return false;
}

/** Can this answer of Next.js be given to every visitor? */
function cacheable(res: http.IncomingMessage): boolean {
  const cacheControl = String(res.headers['cache-control'] || '');
  return (
    res.statusCode === 200 &&
    /^text\/html\b/.test(String(res.headers['content-type'] || '')) &&
    !res.headers['set-cookie'] &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl)
  );
}

/** The answer of `bytes` in `coding`, named by `tag` (the content's hash, and the banner's version). */
function variant(base: string[], tag: string, coding: Coding, bytes: Buffer): Variant {
  const etag = `"${tag}${coding === 'identity' ? '' : `-${coding}`}"`;
  const head = [...base, 'ETag', etag];
  const notModified = [...head];
  if (coding !== 'identity') head.push('Content-Encoding', coding);
  head.push('Content-Length', String(bytes.length));
  return { etag, head, notModified, body: bytes };
}

/** The Brotli and gzip copies of `body`, made once (off the main thread). */
function compressed(body: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 9 }),
  ]);
}

/** The remembered page: for each coding, the raw header list of its answer and its body. */
async function remember(res: http.IncomingMessage, body: Buffer): Promise<Page> {
  const base: string[] = [];
  let vary = '';
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i]!;
    const value = res.rawHeaders[i + 1]!;
    const lower = name.toLowerCase();
    if (PER_ANSWER.has(lower)) continue;
    if (lower === 'vary') vary = value;
    else base.push(name, value);
  }
  base.push('Vary', /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const [br, gz] = await compressed(body);
  return {
    plain: {
      br: variant(base, hash, 'br', br),
      gzip: variant(base, hash, 'gzip', gz),
      identity: variant(base, hash, 'identity', body),
    },
    html: body,
    base,
    hash,
  };
}

/**
 * The answers of `page` (at `pathname`) with `banner`: made once per page and banner, the HTML at
 * once and its compressed copies in the background. The page's policy stays right: the banner has
 * no script.
 */
function withBanner(pathname: string, page: Page, banner: Banner): Partial<Variants> & { identity: Variant } {
  if (page.withBanner?.version === banner.version) return page.withBanner.variants;
  const body = spliced(pathname, page.html, banner.html);
  if (!body) {
    page.withBanner = { version: banner.version, variants: page.plain };
    return page.plain;
  }
  const tag = bannerEtag(`"${page.hash}"`, banner.version).slice(1, -1);
  const made: Page['withBanner'] = {
    version: banner.version,
    variants: { identity: variant(page.base, tag, 'identity', body) },
  };
  page.withBanner = made;
  void compressed(body)
    .then(([br, gz]) => {
      made.variants.br = variant(page.base, tag, 'br', br);
      made.variants.gzip = variant(page.base, tag, 'gzip', gz);
    })
    .catch(() => {});
  return made.variants;
}

/** Fetches `pathname` from the server itself (Next.js answers it: it is not remembered yet). */
export function fetchFromNext(
  server: http.Server,
  pathname: string,
): Promise<{ res: http.IncomingMessage; body: Buffer }> {
  const address = server.address();
  if (!address) return Promise.reject(new Error('not listening'));
  const target =
    typeof address === 'string'
      ? { socketPath: address }
      : {
          host: address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address,
          port: address.port,
        };
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        ...target,
        path: pathname,
        agent: false,
        headers: { 'accept-encoding': 'identity', ...unsplicedHeaders() },
        timeout: FILL_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

export interface PrerenderedPages {
  count: number;
  /** Answers `req` from memory and returns true, or returns false for Next.js to answer it. */
  serve(server: http.Server, req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

/** The pre-rendered pages of the build, or null when it has none. */
export function prerenderedPages(
  manifest: PrerenderManifest,
  banner: StatusBanner | null = null,
): PrerenderedPages | null {
  const paths = neverRevalidatedPages(manifest);
  if (paths.size === 0) return null;
  /** path → the remembered page, or the time a fill failed. */
  const pages = new Map<string, Page | number>();
  const filling = new Set<string>();

  function fill(server: http.Server, pathname: string) {
    const failed = pages.get(pathname);
    if (filling.has(pathname) || (typeof failed === 'number' && Date.now() - failed < RETRY_MS)) return;
    filling.add(pathname);
    void fetchFromNext(server, pathname)
      .then(({ res, body }): Promise<Page | number> =>
        cacheable(res) ? remember(res, body) : Promise.resolve(Date.now()),
      )
      .catch((): Page | number => Date.now())
      .then((page: Page | number) => {
        pages.set(pathname, page);
        filling.delete(pathname);
      });
  }

  return {
    count: paths.size,
    serve(server, req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url || '';
      if (!paths.has(url) || req.headers.range || isRouterRequest(req.headers)) return false;
      const page = pages.get(url);
      if (!page || typeof page === 'number') {
        fill(server, url);
        return false;
      }
      const now = banner?.current();
      const variants = now ? withBanner(url, page, now) : page.plain;
      const encoding = req.headers['accept-encoding'];
      const variant =
        (accepts(encoding, 'br') && variants.br) || (accepts(encoding, 'gzip') && variants.gzip) || variants.identity;
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && noneMatch(ifNoneMatch, variant.etag)) {
        res.writeHead(304, variant.notModified);
        res.end();
      } else {
        res.writeHead(200, variant.head);
        res.end(req.method === 'HEAD' ? undefined : variant.body);
      }
      return true;
    },
  };
}
