// A policy without 'unsafe-inline' on the static pages: each HTML answer lists the hashes of its
// own inline scripts that may run.
//
// The public pages are pre-rendered, so they cannot carry a per-request nonce; yet Next.js
// inlines a bootstrap and its flight data (`self.__next_f.push(…)`) in each, different on every
// page, and on the news pages different again after each revalidation. The build records one
// fixed policy for them from next.config.ts (lib/http/security-headers.ts, `staticCsp`), which
// has to allow any inline script. This layer puts in its place, on each answer that carries it,
// `hashedStaticCsp` with the hashes of the inline scripts of the HTML actually sent
// (inline-scripts.ts) that trusted-scripts.ts lets run: Next's data calls and the site's own
// scripts, never one that came with the page's content. Where that HTML is known:
//
// - the pages answered from memory (prerendered-pages.ts) keep the headers of the answer they
//   were filled from, which went through here: hashed once per page and start;
// - the request guard's error pages (request-guard.ts): hashed once;
// - every answer Next.js gives (`watch`): its HTML is held until it ends, then sent with the
//   policy of its scripts. Next.js gzips after this layer has been given the response, so what
//   is held may be gzip, decoded to be read and sent as it came. Next.js sends an ETag with
//   every HTML it has in its cache (the news pages too), from the HTML's content: the policy is
//   remembered per path and ETag, so the next answer of the same HTML, a 304 or a HEAD gets it
//   without being held, decoded or hashed again. A 304 or HEAD whose ETag is not known carries
//   no policy (a 304 then leaves the browser's stored one as it was).
// An answer that is not HTML carries `hashedStaticCsp([])`: no inline script at all. An answer
// with another policy (the customer area's nonce) is left alone.
//
// Off (the build's header rules lack `staticCsp()`, or its pages or manifests cannot be read),
// every answer keeps the fixed policy: the pages work as before, inline scripts allowed.
import http from 'node:http';
import zlib from 'node:zlib';
import { hashedStaticCsp, staticCsp } from '../lib/http/security-headers';
import { applyHeaders, toBuffer, type Callback, type WriteHead } from './held-answers';
import { inlineScripts } from './inline-scripts';
import type { HeaderRule } from './next-build';
import {
  bannerEtag,
  reviseIfNoneMatch,
  spliced,
  takesBanner,
  wantsUnspliced,
  type Banner,
  type StatusBanner,
} from './status-banner';
import { isDataCall } from './trusted-scripts';

const CSP = 'Content-Security-Policy';
/** Policies remembered per path and ETag; the oldest goes first beyond this. */
const REMEMBERED = 2000;
/** Pages with the banner kept, once spliced and encoded, per path, ETag, banner and coding. */
const SPLICED_KEPT = 200;
/** An HTML answer larger than this is sent with the fixed policy rather than held. */
const MAX_HELD_BYTES = 8 * 1024 * 1024;

/** Whether the build's header rules carry the fixed policy this layer replaces. */
export function carriesStaticCsp(rules: HeaderRule[]): boolean {
  const fixed = staticCsp();
  return rules.some((r) => r.headers.some((h) => h.key.toLowerCase() === CSP.toLowerCase() && h.value === fixed));
}

/**
 * The policy for an answer whose HTML (after any content coding is undone) is `html`: the hashes,
 * each once, of its scripts that run and are either Next's data calls or among `siteScripts`.
 */
export function policyForHtml(html: Buffer, siteScripts: ReadonlySet<string>): string {
  const hashes = new Set<string>();
  for (const { text, hash, runs } of inlineScripts(html))
    if (runs && (siteScripts.has(text) || isDataCall(text))) hashes.add(hash);
  return hashedStaticCsp([...hashes]);
}

/** `html` in `coding` again (after the banner went in), or null for a coding not made here. */
function encoded(html: Buffer, coding: string): Buffer | null {
  switch (coding.trim().toLowerCase()) {
    case '':
    case 'identity':
      return html;
    case 'gzip':
    case 'x-gzip':
      return zlib.gzipSync(html);
    case 'deflate':
      return zlib.deflateSync(html);
    case 'br':
      return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    default:
      return null;
  }
}

/** The HTML of a body sent with `coding`, or null when it cannot be read. */
function decoded(body: Buffer, coding: string): Buffer | null {
  try {
    switch (coding.trim().toLowerCase()) {
      case '':
      case 'identity':
        return body;
      case 'gzip':
      case 'x-gzip':
        return zlib.gunzipSync(body);
      case 'deflate':
        return zlib.inflateSync(body);
      case 'br':
        return zlib.brotliDecompressSync(body);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

const isHtml = (res: http.ServerResponse) => /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
const hasBody = (req: http.IncomingMessage, status: number) => req.method !== 'HEAD' && status !== 204 && status >= 200;

export interface ScriptHashes {
  /** Holds Next's answer to `req` until its HTML is known, and gives it the policy of its scripts. */
  watch(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** The answer's headers, the fixed policy replaced by the one for `body` (HTML when `html`). */
  forAnswer(headers: [string, string][], body: Buffer, html: boolean): [string, string][];
}

/**
 * The layer, letting run on any page Next's data calls and `siteScripts` (trusted-scripts.ts);
 * with `banner`, the status banner goes into every HTML page it is given (status-banner.ts).
 */
export function scriptHashes(siteScripts: ReadonlySet<string>, banner: StatusBanner | null = null): ScriptHashes {
  const policyFor = (html: Buffer) => policyForHtml(html, siteScripts);
  const fixed = staticCsp();
  const noInline = hashedStaticCsp([]);
  /** `path ETag` → the policy of the HTML with that ETag. */
  const known = new Map<string, string>();
  /** The layer's own answers (the guard's error pages, read once): their policy, hashed once. */
  const ofBody = new WeakMap<Buffer, string>();
  const remember = (key: string, policy: string) => {
    known.set(key, policy);
    if (known.size > REMEMBERED) known.delete(known.keys().next().value!);
  };
  /** `path ETag banner coding` → the page with the banner, as sent. */
  const withBanner = new Map<string, Buffer>();

  function watch(req: http.IncomingMessage, res: http.ServerResponse) {
    const pathname = (req.url || '/').split(/[?#]/)[0]!;
    // Node's own methods. Next.js wraps the ones set here (its gzip, after this), so they stay
    // in place and hand over to these once the answer is decided.
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    const flushHeaders = res.flushHeaders;
    let state: 'undecided' | 'pass' | 'hold' = 'undecided';
    let held: Buffer[] = [];
    let heldBytes = 0;
    let etagKey = '';
    const callbacks: Callback[] = [];
    // The banner now, and whether the browser's copy named by its ETag has it (a 304 keeps it).
    const bannerNow: Banner | null = banner && takesBanner(pathname) && !wantsUnspliced(req) ? banner.current() : null;
    const confirmsBanner = bannerNow ? reviseIfNoneMatch(req, bannerNow.version) : false;
    /** The banner to put into this answer's HTML, once decided. */
    let splice: Banner | null = null;

    /** Whether the body is held: decided once, from the status and headers as they are then. */
    function decided(): 'pass' | 'hold' {
      if (state !== 'undecided') return state;
      state = 'pass';
      if (res.getHeader(CSP) !== fixed) return state;
      const etag = res.getHeader('etag');
      etagKey = typeof etag === 'string' ? `${pathname} ${etag}` : '';
      const policy = etagKey ? known.get(etagKey) : undefined;
      if (res.statusCode === 304 && confirmsBanner && typeof etag === 'string')
        res.setHeader('ETag', bannerEtag(etag, bannerNow!.version));
      if (bannerNow && res.statusCode === 200 && isHtml(res) && hasBody(req, res.statusCode)) splice = bannerNow;
      // A 304 says no more than its ETag (Next.js sends it without a type).
      if (policy) {
        res.setHeader(CSP, policy);
        if (splice) state = 'hold';
      } else if (res.statusCode === 304) res.removeHeader(CSP);
      else if (!isHtml(res)) res.setHeader(CSP, noInline);
      else if (!hasBody(req, res.statusCode)) res.removeHeader(CSP);
      else state = 'hold';
      return state;
    }

    /** Sends the status line, the headers and what was held; from now on everything passes. */
    function sendHeld() {
      state = 'pass';
      writeHead.call(res, res.statusCode);
      for (const cb of callbacks.splice(0)) process.nextTick(cb);
    }

    /** Sends what was held, with the policy of its scripts (or the fixed one when they cannot be read). */
    function release(last: Buffer | null, callback?: Callback) {
      let body: Buffer = Buffer.concat(last ? [...held, last] : held);
      held = [];
      const coding = String(res.getHeader('content-encoding') ?? '');
      const keptKey = splice && etagKey ? `${etagKey} ${splice.version} ${coding}` : '';
      const kept = keptKey ? withBanner.get(keptKey) : undefined;
      if (kept) body = kept;
      else {
        const html = decoded(body, coding);
        if (html) {
          const policy = etagKey ? (known.get(etagKey) ?? policyFor(html)) : policyFor(html);
          res.setHeader(CSP, policy);
          if (etagKey) remember(etagKey, policy);
          // The banner has no script: the policy of the page is the policy of the page with it.
          const withIt = splice && spliced(pathname, html, splice.html);
          const sent = withIt ? encoded(withIt, coding) : null;
          if (sent) {
            body = sent;
            if (keptKey) {
              withBanner.set(keptKey, sent);
              if (withBanner.size > SPLICED_KEPT) withBanner.delete(withBanner.keys().next().value!);
            }
          } else splice = null;
        } else splice = null;
      }
      if (splice) {
        const etag = res.getHeader('etag');
        if (typeof etag === 'string') res.setHeader('ETag', bannerEtag(etag, splice.version));
        if (res.hasHeader('content-length')) res.setHeader('Content-Length', body.length);
      }
      if (!res.hasHeader('content-length') && !res.hasHeader('transfer-encoding'))
        res.setHeader('Content-Length', body.length);
      sendHeld();
      return (end as (...a: unknown[]) => http.ServerResponse).call(res, body, callback);
    }

    res.writeHead = function heldWriteHead(this: http.ServerResponse, status: number, ...rest: unknown[]) {
      if (state === 'pass') return (writeHead as (...a: unknown[]) => http.ServerResponse).call(this, status, ...rest);
      // Applied as Node.js would, so that the decision sees them (and nothing is lost when held).
      this.statusCode = status;
      const [reason, headers] = typeof rest[0] === 'string' ? [rest[0], rest[1]] : [undefined, rest[0]];
      if (reason !== undefined) this.statusMessage = reason;
      applyHeaders(this, headers);
      // Held: the status line and headers go out with the body.
      return decided() === 'pass' ? writeHead.call(this, this.statusCode) : this;
    } as WriteHead;

    res.flushHeaders = function heldFlushHeaders(this: http.ServerResponse) {
      if (decided() === 'pass') flushHeaders.call(this);
    };

    res.write = function heldWrite(
      this: http.ServerResponse,
      chunk: unknown,
      encoding?: unknown,
      callback?: unknown,
    ): boolean {
      if (decided() === 'pass') return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
      const cb = (typeof encoding === 'function' ? encoding : callback) as Callback | undefined;
      const buffer = toBuffer(chunk, encoding);
      if (buffer) {
        held.push(buffer);
        heldBytes += buffer.length;
      }
      if (cb) callbacks.push(cb);
      // Too much to hold: sent as it came, with the fixed policy, and the rest passes through.
      if (heldBytes > MAX_HELD_BYTES) {
        sendHeld();
        for (const c of held.splice(0)) (write as (c: Buffer) => boolean).call(this, c);
      }
      return true;
    } as typeof res.write;

    res.end = function heldEnd(this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (decided() === 'pass')
        return (end as (...a: unknown[]) => http.ServerResponse).call(this, chunk, encoding, callback);
      const cb = (typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback) as
        Callback | undefined;
      return release(typeof chunk === 'function' ? null : toBuffer(chunk, encoding), cb);
    } as typeof res.end;
  }

  return {
    watch,
    forAnswer(headers, body, html) {
      const isFixed = ([name, value]: [string, string]) => name.toLowerCase() === CSP.toLowerCase() && value === fixed;
      if (!headers.some(isFixed)) return headers;
      let policy = html ? ofBody.get(body) : noInline;
      if (!policy) ofBody.set(body, (policy = policyFor(body)));
      return headers.map((header): [string, string] => (isFixed(header) ? [header[0], policy] : header));
    },
  };
}
