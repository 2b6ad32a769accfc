// Large answers that are the same for every caller, compressed once per version instead of once per
// request.
//
// GetNoticias answers every news item with its picture: ~4.3 MB of JSON at a vendor's 300 items,
// built once per change of the news (lib/news/contract.ts) and then the same bytes for everyone.
// Next.js gzips every answer again for every client that accepts it (next.config `compress`),
// ~90 ms of the main thread per call there, and strips a Content-Encoding a route handler sets, so
// the route cannot send a compressed copy of its own (docs/PERFORMANCE.md, "GetNoticias
// compressed once"). For the paths of COMPRESSED_ONCE, a request from a client that accepts br or
// gzip (accept-encoding.ts; br first) goes on to Next.js asking for the identity body, and Next's
// answer is held here:
//
// - Next.js answers with the route's strong ETag (made from the body's bytes: the same on every
//   instance). A copy in the client's coding is kept per path and ETag: made once from the first
//   identity body of that ETag with zlib's asynchronous API (off the main thread), shared by every
//   request meanwhile (they wait for the same promise), then sent from memory.
// - While a copy is kept, Next.js is asked with `If-None-Match: <its ETag>`: the route answers
//   304 without building or sending the 4.3 MB (it still says whether the news changed since), and
//   the copy goes out. A new ETag replaces the kept copies: one version per path, only compressed
//   bytes (the identity text stays in the route's memo alone).
// - The copy is named `"<ETag>-<coding>"` (prerendered-pages.ts names its copies alike): the
//   client's If-None-Match with it gets a 304. Content-Length is the copy's, Vary carries
//   Accept-Encoding, and every other header is Next's answer's (security headers, Cache-Control,
//   x-request-id). A HEAD is asked of Next.js as a GET (Node.js sends no body for it anyway), so
//   its headers are those of the GET, Content-Length included.
//
// Everything else passes as Next.js answers it: clients that take neither coding (the route's
// ETag and 304 still apply), Range requests, other methods, and answers that are not a 200 or 304
// with a strong ETag (an error; a route that lost its ETag is said once in a warning). Off, when
// the build does not list these routes (or Next.js is not the version verified): Next.js gzips
// per request as before.
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CONTRACT_TEXT } from '../lib/contract/tokens';
import { accepts } from './accept-encoding';
import { noneMatch } from '../lib/http/if-none-match';
import { applyHeaders, toBuffer, type Callback, type WriteHead } from './held-answers';
import type { LogLine } from './log-line';
import type { RoutesManifest } from './next-build';

/**
 * The routes answered this way: large, the same for every caller, with a strong ETag made from the
 * content and If-None-Match honoured (lib/http/etag.ts `taggedJsonResponse`).
 */
export const COMPRESSED_ONCE = ['/api/Data/GetNoticias'] as const;

/** An answer larger than this is sent as it came (identity) rather than held. */
const MAX_HELD_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Coding = 'br' | 'gzip';

/**
 * Made in the threadpool: ~40 ms (br) and ~70 ms (gzip) for 4.3 MB, once per version, which the
 * first request waits for. Brotli's top quality (11) takes seconds on 4.3 MB and saves ~0.3 %
 * of this content (pictures already compressed, in base64).
 */
function compress(coding: Coding, body: Buffer): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(body, { level: 6 });
}

/** One version of a path's answer: its ETag, type and the copies made (or being made) of it. */
interface Version {
  tag: string;
  type: string | undefined;
  copies: Partial<Record<Coding, Promise<Buffer>>>;
}

/** The coding a client gets: Brotli when it takes it, else gzip, else none (identity). */
function codingFor(acceptEncoding: string | string[] | undefined): Coding | null {
  if (accepts(acceptEncoding, 'br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

const STRONG_ETAG = /^"[^"]*"$/;

/** The routes of COMPRESSED_ONCE the build lacks (none: the layer can work). */
export function missingRoutes(manifest: RoutesManifest): string[] {
  const pages = new Set(manifest.staticRoutes.map((r) => r.page));
  return COMPRESSED_ONCE.filter((p) => !pages.has(p));
}

export interface CompressedAnswers {
  /** For a request of one of the paths: holds Next's answer and sends the kept copy instead. */
  watch(req: http.IncomingMessage, res: http.ServerResponse): void;
}

export function compressedAnswers(log: LogLine, paths: readonly string[] = COMPRESSED_ONCE): CompressedAnswers {
  const served = new Set(paths);
  /** path → its newest version seen. */
  const versions = new Map<string, Version>();
  const warned = new Set<string>();
  const warnOnce = (pathname: string, problem: string) => {
    if (warned.has(`${pathname} ${problem}`)) return;
    warned.add(`${pathname} ${problem}`);
    log('warn', 'server.compressed-off', `${pathname} sent as Next.js answered it: ${problem}`, {
      path: pathname,
      problem,
    });
  };

  /** The copy of `version` in `coding`, made from `body` once; requests meanwhile share it. */
  function copyOf(pathname: string, version: Version, coding: Coding, body: Buffer): Promise<Buffer> {
    const kept = version.copies[coding];
    if (kept) return kept;
    const started = performance.now();
    const made = compress(coding, body).then((bytes) => {
      const ms = Math.round(performance.now() - started);
      log(
        'info',
        'server.compressed',
        `${pathname} ${version.tag} compressed once for ${coding}: ${body.length} → ${bytes.length} bytes in ${ms} ms`,
        { path: pathname, etag: version.tag, coding, bytes: body.length, compressedBytes: bytes.length, ms },
      );
      return bytes;
    });
    version.copies[coding] = made;
    // A failed copy is not kept: the next request makes it again.
    made.catch(() => {
      if (version.copies[coding] === made) delete version.copies[coding];
    });
    return made;
  }

  function watch(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const pathname = (req.url || '/').split(/[?#]/)[0]!;
    if (!served.has(pathname) || req.headers.range) return;
    res.setHeader('Vary', 'Accept-Encoding');
    const wanted = codingFor(req.headers['accept-encoding']);
    if (!wanted) return;
    const coding: Coding = wanted;

    const clientIfNoneMatch = req.headers['if-none-match'];
    const head = req.method === 'HEAD';
    // A copy in this coding, made or being made: Next.js only says whether it is still current.
    const known = versions.get(pathname);
    const asked = known?.copies[coding] ? known : undefined;
    req.headers['accept-encoding'] = 'identity';
    if (asked) req.headers['if-none-match'] = asked.tag;
    else delete req.headers['if-none-match'];
    if (head) req.method = 'GET';

    // The methods as they are now (Node's, or the layers' set before this one). Next.js wraps the
    // ones set here (its gzip, idle for an identity request), which hand over to these.
    const writeHead = res.writeHead as (...a: unknown[]) => http.ServerResponse;
    const write = res.write as (...a: unknown[]) => boolean;
    const end = res.end as (...a: unknown[]) => http.ServerResponse;
    const flushHeaders = res.flushHeaders;
    let state: 'undecided' | 'pass' | 'hold' | 'copy' = 'undecided';
    let version: Version | undefined;
    let held: Buffer[] = [];
    let heldBytes = 0;
    const callbacks: Callback[] = [];

    /** What to do with Next's answer: decided once, from its status and headers. */
    function decided(): typeof state {
      if (state !== 'undecided') return state;
      state = 'pass';
      const etag = res.getHeader('etag');
      const encoding = String(res.getHeader('content-encoding') ?? 'identity').toLowerCase();
      if (encoding !== 'identity') warnOnce(pathname, `Next.js sent it in ${encoding} itself`);
      else if (res.statusCode === 304 && asked && etag === asked.tag) {
        version = asked;
        state = 'copy';
      } else if (res.statusCode === 200 && typeof etag === 'string' && STRONG_ETAG.test(etag)) {
        version = versions.get(pathname);
        if (!version || version.tag !== etag) {
          // A new version: the copies of the one before go (requests sending them keep theirs).
          version = { tag: etag, type: res.getHeader('content-type') as string | undefined, copies: {} };
          versions.set(pathname, version);
        }
        state = version.copies[coding] ? 'copy' : 'hold';
      } else if (res.statusCode === 200) warnOnce(pathname, 'the answer has no strong ETag');
      return state;
    }

    function pass(): http.ServerResponse {
      return writeHead.call(res, res.statusCode);
    }

    /** Sends the copy (200), or a 304 when the client's If-None-Match names it. */
    function sendCopy(bytes: Buffer, callback?: Callback) {
      const tag = version!.tag.replace(/"$/, `-${coding}"`);
      res.removeHeader('transfer-encoding');
      // One Vary line with Accept-Encoding: Next.js may have set or appended its own (router
      // headers) beside or over the one set above.
      const vary = [res.getHeader('vary') ?? []].flat().join(', ');
      res.setHeader(
        'Vary',
        /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
      );
      res.setHeader('ETag', tag);
      if (!res.hasHeader('content-type') && version!.type) res.setHeader('Content-Type', version!.type);
      if (clientIfNoneMatch && noneMatch(clientIfNoneMatch, tag)) {
        res.removeHeader('content-length');
        writeHead.call(res, 304, http.STATUS_CODES[304]);
        end.call(res, callback);
      } else {
        res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', bytes.length);
        writeHead.call(res, 200, http.STATUS_CODES[200]);
        end.call(res, head ? undefined : bytes, callback);
      }
    }

    /** No copy could be made: the body as Next.js gave it, or (none held) the contract's error. */
    function sendWithout(error: unknown, body: Buffer | null, callback?: Callback) {
      log('error', 'server.compressed-failed', `${pathname}: ${String((error as Error)?.message ?? error)}`, {
        path: pathname,
      });
      if (!body) {
        body = Buffer.from(JSON.stringify({ error: 'internal', message: CONTRACT_TEXT.internal }));
        res.statusCode = 500;
        res.removeHeader('etag');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
      }
      res.setHeader('Content-Length', body.length);
      writeHead.call(res, res.statusCode);
      end.call(res, head ? undefined : body, callback);
    }

    /** Next's answer has ended: the copy goes out once made (or found). */
    function finish(last: Buffer | null, callback?: Callback) {
      const body = state === 'hold' ? Buffer.concat(last ? [...held, last] : held) : null;
      held = [];
      const copy = body ? copyOf(pathname, version!, coding, body) : version!.copies[coding];
      const done: Callback = (error) => {
        for (const cb of callbacks.splice(0)) cb(error);
        callback?.(error);
      };
      if (!copy) return sendWithout(new Error('the copy was dropped'), body, done);
      copy.then(
        (bytes) => sendCopy(bytes, done),
        (error: unknown) => sendWithout(error, body, done),
      );
    }

    res.writeHead = function heldWriteHead(this: http.ServerResponse, status: number, ...rest: unknown[]) {
      if (state === 'pass') return writeHead.call(this, status, ...rest);
      // Applied as Node.js would, so that the decision sees them.
      this.statusCode = status;
      const [reason, headers] = typeof rest[0] === 'string' ? [rest[0], rest[1]] : [undefined, rest[0]];
      if (reason !== undefined) this.statusMessage = reason;
      applyHeaders(this, headers);
      return decided() === 'pass' ? pass() : this;
    } as WriteHead;

    res.flushHeaders = function heldFlushHeaders(this: http.ServerResponse) {
      if (decided() === 'pass') flushHeaders.call(this);
    };

    res.write = function heldWrite(this: http.ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (decided() === 'pass') return write.call(this, chunk, encoding, callback);
      const cb = (typeof encoding === 'function' ? encoding : callback) as Callback | undefined;
      if (cb) callbacks.push(cb);
      if (state === 'copy') return true;
      const buffer = toBuffer(chunk, encoding);
      if (buffer) {
        held.push(buffer);
        heldBytes += buffer.length;
      }
      if (heldBytes > MAX_HELD_BYTES) {
        // Too large to hold: sent as it came, and the rest passes through.
        warnOnce(pathname, `the answer passed ${MAX_HELD_BYTES} bytes`);
        state = 'pass';
        pass();
        for (const c of held.splice(0)) write.call(this, c);
        for (const c of callbacks.splice(0)) process.nextTick(c);
      }
      return true;
    } as typeof res.write;

    res.end = function heldEnd(this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (decided() === 'pass') return end.call(this, chunk, encoding, callback);
      const cb = (typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback) as
        Callback | undefined;
      finish(typeof chunk === 'function' ? null : toBuffer(chunk, encoding), cb);
      return this;
    } as typeof res.end;
  }

  return { watch };
}
