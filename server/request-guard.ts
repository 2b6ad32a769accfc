// Requests Next.js would answer badly or not at all, answered here in the service's own format
// (JSON under /api, the site's error page elsewhere), with the security headers and one log line:
//
// - A path whose percent-encoding does not decode (`/%`, `/%E0%A4%A`): Next.js fails with a 500,
//   without headers or log line; or that decodes to control characters (`/blog/%00`). → 400.
// - A request line in absolute form (`GET http://evil.example/ HTTP/1.1`): Next.js takes the URL
//   as its path and redirects to it, i.e. to another host. Naming the host it was sent to, it
//   becomes an ordinary path; naming another one, or in any form but a path (`*`, `host:443`) → 400.
// - A method the site serves nowhere (TRACE, PROPFIND, …): Next.js answers TRACE with a 500 and
//   a stack trace, the others with anything from 200 to 400. Under /api the request goes on to the
//   route as OPTIONS marked with the method it had (the route's shared method handler,
//   lib/http/methods.ts, answers 405 in its own format with the methods it serves; an unknown
//   path answers 404 there); elsewhere → 405 with `Allow: GET, HEAD` on a known path, else 404.
// - Another method than GET or HEAD for a file of public/ or .next/static: Next.js fails with a
//   500 (it renders a /405 page the App Router does not have). → 405.
// - CONNECT, which Node hands to no one (the connection was just dropped), and method names
//   Node's parser does not know (FOO): treated like TRACE.
// - What Node's parser refuses (bad syntax, headers too large) and requests sent too slowly
//   (timeouts.ts): Node's own bare answers carried no headers; now 400/431/408 with them.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import type { LogLine } from './log-line';
import type { RoutesManifest } from './next-build';
import type { ScriptHashes } from './script-hashes';
import type { SecurityHeaders } from './security-headers';

/** The methods some route of the site serves; any other goes no further than here (or the route's 405). */
export const SERVED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The request header that tells an /api route which method was really asked (lib/http/methods.ts). */
export const REFUSED_METHOD_HEADER = 'x-mille-method';
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HANDLED = Symbol('mille.refused');

type Status = 400 | 404 | 405 | 408 | 431;
const ANSWERS: Record<Status, [string, string]> = {
  400: ['bad-request', 'Solicitud no válida'],
  404: ['not-found', 'Recurso no encontrado'],
  405: ['method-not-allowed', 'Método no permitido'],
  408: ['request-timeout', 'La solicitud tardó demasiado en llegar'],
  431: ['headers-too-large', 'Cabeceras demasiado grandes'],
};

type Socket = net.Socket & { [HANDLED]?: boolean; parser?: { incoming?: http.IncomingMessage } };
type ParseError = Error & { code?: string; rawPacket?: Buffer };

const isApi = (pathname: string) => pathname.startsWith('/api/');

function readFile(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

/** What the build serves: its files (public/, .next/static) and, with its pages and routes, every known path (405 against 404). */
function knownPaths(serverDir: string, manifest: RoutesManifest) {
  const patterns: RegExp[] = [];
  for (const route of [...manifest.staticRoutes, ...manifest.dynamicRoutes]) {
    // Catch-alls at the root stand for "anything else" (they redirect or answer 404); /api is the routes' own business.
    if (route.page.startsWith('/_') || route.page.startsWith('/api/') || /^\/\[\[?\.\.\./.test(route.page)) continue;
    patterns.push(new RegExp(route.regex));
  }
  for (const redirect of manifest.redirects) if (!redirect.internal) patterns.push(new RegExp(redirect.regex));
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else files.add(prefix + e.name);
    }
  };
  walk(path.join(serverDir, 'public'), '/');
  walk(path.join(serverDir, '.next', 'static'), '/_next/static/');
  return {
    isFile: (pathname: string) => files.has(pathname),
    isKnown: (pathname: string) => files.has(pathname) || patterns.some((p) => p.test(pathname)),
  };
}

/** Whether the path decodes, to text without control characters (a NUL reached the file system as a cache key). */
function decodes(pathname: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

export interface RequestGuardOptions {
  /** The standalone server's folder (its build). */
  serverDir: string;
  manifest: RoutesManifest;
  security: SecurityHeaders;
  /** Gives the error pages the policy of their own inline scripts (null: the fixed policy). */
  scripts?: ScriptHashes | null;
  log: LogLine;
}

export type RequestGuard = ReturnType<typeof requestGuard>;

export function requestGuard({ serverDir, manifest, security, scripts = null, log }: RequestGuardOptions) {
  const known = knownPaths(serverDir, manifest);
  // The site's own error pages, as the build rendered them: one for "no such thing", one for
  // every other refusal ("we cannot answer this request").
  const appDir = path.join(serverDir, '.next', 'server', 'app');
  const notFoundPage = readFile(path.join(appDir, '_not-found.html'));
  const refusalPage = readFile(path.join(appDir, 'solicitud-no-valida.html'));

  /** Status, headers and body of one of our refusals for `pathname`. */
  function refusal(status: Status, pathname: string, allow?: string) {
    const [code, message] = ANSWERS[status];
    let type = 'text/plain; charset=utf-8';
    let body: Buffer = Buffer.from(message);
    if (isApi(pathname)) {
      type = 'application/json; charset=utf-8';
      body = Buffer.from(JSON.stringify({ error: code, message }));
    } else {
      const page = status === 404 ? notFoundPage : refusalPage;
      if (page) {
        type = 'text/html; charset=utf-8';
        body = page;
      }
    }
    const own = security.forPath(pathname);
    const headers: [string, string][] = [
      ...(scripts ? scripts.forAnswer(own, body, type.startsWith('text/html')) : own),
      ['Content-Type', type],
      ['Content-Length', String(body.length)],
      ['Cache-Control', 'no-store'],
    ];
    if (allow) headers.push(['Allow', allow]);
    return { status, headers, body };
  }

  function answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: Status,
    pathname: string,
    allow?: string,
  ): true {
    const r = refusal(status, pathname, allow);
    for (const [name, value] of r.headers) res.setHeader(name, value);
    res.writeHead(r.status);
    res.end(req.method === 'HEAD' ? undefined : r.body);
    return true;
  }

  /** An answer written straight to a connection Node no longer parses, which is then closed. */
  function answerRaw(socket: Socket, status: Status, pathname: string, allow?: string) {
    const r = refusal(status, pathname, allow);
    const head = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      ...r.headers.map(([n, v]) => `${n}: ${v}`),
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    socket.end(Buffer.concat([Buffer.from(head, 'latin1'), r.body]));
    socket.once('finish', () => socket.destroy());
  }

  const client = (socket: net.Socket | null | undefined) => (socket && socket.remoteAddress) || '';
  const shown = (value: unknown) => String(value).slice(0, 200);

  /** Handles a request before Next.js sees it (and gives its answer the security headers): true when answered here. */
  function handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    delete req.headers[REFUSED_METHOD_HEADER];
    let url = req.url || '';
    if (!url.startsWith('/')) {
      let target: URL | null = null;
      if (/^https?:\/\//i.test(url)) {
        try {
          target = new URL(url);
        } catch {
          target = null;
        }
      }
      if (!target || target.host.toLowerCase() !== String(req.headers.host || '').toLowerCase()) {
        log('info', 'http.bad-request', 'request target refused', {
          reason: 'request-target',
          target: shown(url),
          method: shown(req.method),
          client: client(req.socket),
        });
        return answer(req, res, 400, '/');
      }
      url = req.url = target.pathname + target.search;
    }
    const end = url.search(/[?#]/);
    const pathname = end < 0 ? url : url.slice(0, end);
    // Next.js sets the same headers again on the answers it gives with its header rules.
    for (const [name, value] of security.forPath(pathname)) res.setHeader(name, value);
    if (pathname.includes('%') && !decodes(pathname)) {
      log('info', 'http.bad-request', 'path does not decode to text', {
        reason: 'path-encoding',
        path: shown(pathname),
        method: shown(req.method),
        client: client(req.socket),
      });
      return answer(req, res, 400, pathname);
    }
    const method = req.method || '';
    if (!SERVED.has(method)) {
      log('info', 'http.refused-method', 'method not served', {
        method: shown(method),
        path: shown(pathname),
        client: client(req.socket),
      });
      if (isApi(pathname)) {
        req.headers[REFUSED_METHOD_HEADER] = method;
        req.method = 'OPTIONS';
        return false;
      }
      return known.isKnown(pathname) ? answer(req, res, 405, pathname, 'GET, HEAD') : answer(req, res, 404, pathname);
    }
    // Next.js answers files with any other method by rendering a /405 page the App Router does not have: a 500.
    if (method !== 'GET' && method !== 'HEAD' && known.isFile(pathname)) {
      log('info', 'http.refused-method', 'method not served', {
        method,
        path: shown(pathname),
        client: client(req.socket),
      });
      return answer(req, res, 405, pathname, 'GET, HEAD');
    }
    return false;
  }

  /** Gives a request Node will not route (CONNECT, an unknown method) to the normal path, then closes the connection. */
  function replay(server: http.Server, socket: Socket, req: http.IncomingMessage) {
    socket[HANDLED] = true;
    const state = (req as unknown as { _readableState: { ended: boolean } })._readableState;
    if (!req.readableEnded && !state.ended) {
      req.complete = true;
      req.push(null);
    }
    const res = new http.ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket);
    res.once('finish', () => socket.destroySoon());
    server.emit('request', req, res);
  }

  return {
    handle,
    refusal,

    /** The 'connect' listener: CONNECT is a method like TRACE here (an origin server tunnels nothing). */
    onConnect(server: http.Server, req: http.IncomingMessage, socket: Socket) {
      replay(server, socket, req);
    },

    /** The 'clientError' listener: what Node's parser refused, and requests that took too long. */
    onClientError(server: http.Server, error: ParseError, socket: Socket) {
      if (socket[HANDLED]) return; // already being answered; later parse errors are the same request
      socket[HANDLED] = true;
      if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
        socket.destroy();
        return;
      }
      if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
        const incoming = socket.parser && socket.parser.incoming;
        const pathname = incoming && typeof incoming.url === 'string' ? incoming.url.split('?')[0]! : '/';
        log('info', 'http.timeout', 'request not received in time', { path: shown(pathname), client: client(socket) });
        return answerRaw(socket, 408, pathname);
      }
      const raw = error.rawPacket ? error.rawPacket.toString('latin1') : '';
      const line = /^([^ \r\n]*) ([^ \r\n]*) HTTP\/1\.[01]\r?\n/.exec(raw);
      const method = line?.[1] ?? '';
      const target = line?.[2] ?? '';
      if (error.code === 'HPE_INVALID_METHOD' && line && TOKEN.test(method) && target.startsWith('/')) {
        // A well-formed method name Node does not know: answered like any other method not served.
        const host = /\r\nhost:[ \t]*([^\r\n]*)/i.exec(raw)?.[1]?.trim();
        const req = new http.IncomingMessage(socket);
        req.method = method;
        req.url = target;
        req.httpVersion = '1.1';
        req.httpVersionMajor = 1;
        req.httpVersionMinor = 1;
        req.headers = host !== undefined ? { host } : {};
        req.rawHeaders = host !== undefined ? ['Host', host] : [];
        return replay(server, socket, req);
      }
      const pathname = target.startsWith('/') ? target.split('?')[0]! : '/';
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      log('info', 'http.bad-request', 'request not understood', {
        reason: String(error.code || 'parse-error'),
        path: shown(pathname),
        client: client(socket),
      });
      answerRaw(socket, status, pathname);
    },
  };
}
