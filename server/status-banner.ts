// The service status banner on every public page, while the pages stay static.
//
// The banner (an open incident, or maintenance in progress or within 12 hours, with a link to
// /estado) changes at run time, and the public pages are pre-rendered once and answered from
// memory (prerendered-pages.ts), their own inline scripts read from the build's HTML
// (trusted-scripts.ts): a banner rendered by the pages themselves would make every page
// revalidate with the status feed and turn both off. So the pages stay as they are, and this
// layer puts the banner's HTML into each public HTML answer as it is sent, as the first child of
// <body>. React 19 skips elements it does not expect among <body>'s children while hydrating (its
// release notes: "unexpected tags in the <head> and <body> will be skipped over"), so the page
// hydrates as before and the banner stays (e2e/status.spec.ts checks both in Chromium). No
// script: the banner is HTML and the site's CSS (its classes are in components/status/).
//
// Where the HTML comes from: one server rendering, components/status/status-banner.tsx, as /estado
// (a page of the status feed, refreshed on every instance within seconds of a change, or of a
// window coming, starting or ending) renders it: its `<aside data-status-banner>`. This layer
// reads /estado from its own server when the app's feed watcher says the status feed was
// refreshed (FEEDS_REFRESHED_KEY, layer-names.ts), and every POLL_MS anyway, in case a notice is
// missed. Each reading that differs gives a new version, which names the spliced pages' ETags, so
// a browser's copy of a page with another banner (or none) is not confirmed by a 304.
//
// Not spliced: pages that render the banner themselves (/estado; the customer area, which has
// another policy and is not given to this layer), HTML without a <body>, and everything that is
// not a public page's HTML (script-hashes.ts and prerendered-pages.ts call this only for answers
// with the static pages' policy).
import crypto from 'node:crypto';
import type http from 'node:http';
import { FEEDS_REFRESHED_KEY } from './layer-names';

/** The page that renders the banner, and whose refresh means the banner may have changed. */
export const BANNER_SOURCE = '/estado';
/** The pages that render the banner themselves (the status page, in both languages). */
const OWN_BANNER = new Set([BANNER_SOURCE, `/en${BANNER_SOURCE}`]);
/** The attribute that marks the banner element (status-banner.tsx) and a page that carries its own. */
const MARK = 'data-status-banner';
/** How often the banner is read when no notice came: the longest a change waits if one is missed. */
export const POLL_MS = 5000;
/** After a notice, the refreshed page is read once Next.js has applied the refresh. */
const AFTER_NOTICE_MS = 100;

export interface Banner {
  /** The banner's HTML (an `<aside>` with no script). */
  html: Buffer;
  /** Short and ETag-safe, different for each banner. */
  version: string;
}

/** The banner element in a page's HTML, or '' when it has none. */
export function bannerIn(page: string): string {
  const match = /<aside\b[^>]*\bdata-status-banner="[a-z]+"[^>]*>[\s\S]*?<\/aside>/.exec(page);
  const html = match?.[0] ?? '';
  // React escapes every text it renders: a `<script` or another element boundary here would mean
  // the page is not what this layer expects. Nothing then, rather than something odd.
  return /<script|<aside[\s\S]*<aside/i.test(html) ? '' : html;
}

const BODY = Buffer.from('<body');
const MARK_BYTES = Buffer.from(MARK);

/** Whether the page at `pathname` is given the banner (not the ones that render their own). */
export const takesBanner = (pathname: string): boolean => !OWN_BANNER.has(pathname);

/**
 * The page at `pathname` with `banner` right after its <body …> tag; null when it has no body or
 * renders its own banner (the source above all: its reading must be the page's own).
 */
export function spliced(pathname: string, page: Buffer, banner: Buffer): Buffer | null {
  if (!takesBanner(pathname) || page.includes(MARK_BYTES)) return null;
  const start = page.indexOf(BODY);
  if (start < 0) return null;
  const next = page[start + BODY.length];
  // `<body>` or `<body class=…>`, not `<bodyx`.
  if (next !== 0x3e && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d) return null;
  const end = page.indexOf(0x3e, start);
  if (end < 0) return null;
  return Buffer.concat([page.subarray(0, end + 1), banner, page.subarray(end + 1)]);
}

/**
 * A header the layer's own requests to its server carry (the pages it fills its memory with, the
 * banner's source): their answers are the pages as Next.js renders them, never spliced. Its value
 * is made at start, so a client cannot ask for that; it could only lose the banner.
 */
const UNSPLICED = 'x-mille-unspliced';
const unsplicedKey = crypto.randomBytes(16).toString('base64url');
export const unsplicedHeaders = (): Record<string, string> => ({ [UNSPLICED]: unsplicedKey });
export const wantsUnspliced = (req: http.IncomingMessage): boolean => req.headers[UNSPLICED] === unsplicedKey;

/**
 * For a browser's request of an HTML page while `version` is the banner: its If-None-Match
 * with the ETags of this banner made Next's again (so Next.js can confirm the page with a 304,
 * named for the banner on its way back), and the others removed (a copy with another banner, or
 * none, is sent anew). Returns whether one of this banner's was kept.
 */
export function reviseIfNoneMatch(req: http.IncomingMessage, version: string): boolean {
  const given = req.headers['if-none-match'];
  if (!given || !/\btext\/html\b/.test(String(req.headers.accept || ''))) return false;
  const suffix = `-s${version}"`;
  const mine = given
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.endsWith(suffix))
    .map((t) => `${t.slice(0, -suffix.length)}"`);
  if (mine.length) req.headers['if-none-match'] = mine.join(', ');
  else delete req.headers['if-none-match'];
  return mine.length > 0;
}

/** `etag` ("…" or W/"…") named for banner `version`. */
export function bannerEtag(etag: string, version: string): string {
  return etag.replace(/"$/, `-s${version}"`);
}

export interface StatusBanner {
  /** The banner to put in the pages now, or null when there is none (or it is not known yet). */
  current(): Banner | null;
  /** Starts reading the banner from `server` (this process's own, once it listens). */
  start(server: http.Server): void;
  /** Reads the banner now (a notice, the poll, a test). */
  read(): Promise<void>;
}

/**
 * The banner of this process, read with `fetchPage` (the source page's HTML from its own server,
 * or null when it could not be read: the previous banner is kept until a reading succeeds).
 */
export function statusBanner(
  fetchPage: (server: http.Server, pathname: string) => Promise<Buffer | null>,
): StatusBanner {
  let banner: Banner | null = null;
  let server: http.Server | null = null;
  let reading: Promise<void> | null = null;
  let again = false;

  async function readOnce() {
    if (!server) return;
    const page = await fetchPage(server, BANNER_SOURCE).catch(() => null);
    if (!page) return;
    const html = bannerIn(page.toString('utf8'));
    if (!html) banner = null;
    else if (!banner || banner.html.toString('utf8') !== html) {
      const version = crypto.createHash('sha256').update(html).digest('base64url').slice(0, 10);
      banner = { html: Buffer.from(html), version };
    }
  }

  /** One reading at a time; a request for one during a reading makes one more after it. */
  function read(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = readOnce().finally(() => {
      reading = null;
      if (again) {
        again = false;
        void read();
      }
    });
    return reading;
  }

  return {
    current: () => banner,
    read,
    start(s) {
      if (server) return;
      server = s;
      (globalThis as Record<symbol, unknown>)[FEEDS_REFRESHED_KEY] = (routes: readonly string[]) => {
        if (routes.includes(BANNER_SOURCE)) setTimeout(() => void read(), AFTER_NOTICE_MS).unref();
      };
      setInterval(() => void read(), POLL_MS).unref();
      void read();
    },
  };
}
