// Preloaded into the server process (`node -r ./server-preload.cjs server.js`). What Next.js
// leaves to whoever runs its standalone server:
//
// 1. The client's address. Next.js does not expose the socket to route handlers, so each request
//    is stamped with the socket's remote address under a private header, replacing any value a
//    client sent. See lib/http/client-address.ts.
//
// 2. Graceful shutdown. Next's own SIGTERM handler closes the HTTP server and then exits at once,
//    which can cut the mail outbox worker in the middle of a send. Here, on SIGTERM or SIGINT:
//    stop accepting connections, let the requests in flight finish (idle keep-alive sockets are
//    closed), then run the shutdown hooks the app registered (lib/boot/jobs.ts: stop the outbox
//    worker after its current send), then exit 0. A deadline (SHUTDOWN_TIMEOUT_MS, default 8 s,
//    under Docker's 10 s stop grace) cuts whatever still hangs and exits 1.
//
// 3. Brotli. Next.js compresses with gzip only. The build writes a `.br` beside each script and
//    stylesheet of .next/static (scripts/precompress.mjs); a browser that accepts `br` gets that
//    copy, with the same headers Next.js would send (the header rules of next.config.ts, read
//    from the build's routes-manifest.json, plus the immutable caching of hashed assets).
//
// 4. Pre-rendered pages from memory: the public pages the build never revalidates, once Next.js
//    has answered one, are answered with its bytes and headers without running Next.js again
//    (server-preload/prerendered-pages.cjs says when and why).
//
// 5. The heap growing factor (HEAP_GROWING_PERCENT, set by scripts/server-env.mjs and the
//    Dockerfile; the reasons are there): V8 accepts --heap-growing-percent on the command line
//    only, not in NODE_OPTIONS, and every way of starting the server passes through here. V8
//    reads it at each full collection, so setting it before the app loads does what the flag does.
//
// 6. Answers in the service's format, always: the security headers on every answer (HSTS only in
//    production, decided at run time), requests Next.js would answer with a 500 or not at all
//    (bad percent-encoding, absolute request targets, methods no route serves, CONNECT, what
//    Node's parser refuses) answered here, bounded times to receive a request, and console
//    output as JSON lines (server-preload/request-guard.cjs, security-headers.cjs, timeouts.cjs,
//    console-json.cjs).
//
// 2, 3, 4 and 6 only in the production server (server.js): `next dev` loads this file too, through
// NODE_OPTIONS, and keeps its own signal handling, assets and output.
'use strict';

// The service runs on Node.js 22 (from 22.13) and 24, the maintained LTS lines (package.json
// `engines`; 24, in .nvmrc, is the one measured and deployed). On an older one the SQLite binding
// crashes the process outright (a segmentation fault), so say so instead.
const MIN_NODE_MAJOR = 22;
if (Number(process.versions.node.split('.')[0]) < MIN_NODE_MAJOR) {
  process.stderr.write(`[arranque] Este servicio funciona con Node.js 22 (22.13 o posterior) o 24 (recomendado, el de .nvmrc); ahora ${process.version}.\n`);
  process.exit(1);
}

const growingPercent = heapGrowingPercent(process.env.HEAP_GROWING_PERCENT);
if (growingPercent) require('node:v8').setFlagsFromString(`--heap-growing-percent=${growingPercent}`);

/** A whole percentage from 1 to 1000, or null (unset or not a number: V8's own heuristics). */
function heapGrowingPercent(value) {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 1000 ? n : null;
}

const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { accepts } = require('./server-preload/accept-encoding.cjs');
const { jsonConsole } = require('./server-preload/console-json.cjs');
const { logLine } = require('./server-preload/log-line.cjs');
const { prerenderedPages } = require('./server-preload/prerendered-pages.cjs');
const { requestGuard } = require('./server-preload/request-guard.cjs');
const { securityHeaders } = require('./server-preload/security-headers.cjs');
const { serverTimeouts } = require('./server-preload/timeouts.cjs');

const HEADER = 'x-mille-peer';
globalThis[Symbol.for('mille.peer-header')] = HEADER; // tells the app its requests carry the socket address
const isProductionServer = path.basename(process.argv[1] || '') === 'server.js';
const serverDir = path.dirname(path.resolve(process.argv[1] || '.'));
const brotli = isProductionServer ? brotliAssets(serverDir) : null;
const pages = isProductionServer ? prerenderedPages(serverDir) : null;
const security = isProductionServer ? securityHeaders(serverDir) : null;
const guard = isProductionServer ? requestGuard({ serverDir, security, log: logLine }) : null;
let timeouts = null;
if (isProductionServer) {
  try {
    timeouts = serverTimeouts();
  } catch (error) {
    process.stderr.write(`[arranque] ${error.message}\n`);
    process.exit(1);
  }
  jsonConsole();
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function patchedEmit(event, req, res) {
  if (event === 'request' && req && req.headers) {
    req.headers[HEADER] = (req.socket && req.socket.remoteAddress) || '';
    if (guard && guard.handle(req, res)) return true;
    if (brotli && brotli.serve(req, res)) return true;
    if (pages && pages.serve(this, req, res)) return true;
  }
  return emit.apply(this, arguments);
};

function brotliAssets(serverDir) {
  const PREFIX = '/_next/static/';
  const staticDir = path.join(serverDir, '.next', 'static');
  const TYPES = {
    '.js': 'application/javascript; charset=UTF-8',
    '.css': 'text/css; charset=UTF-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json; charset=UTF-8',
    '.txt': 'text/plain; charset=UTF-8',
    '.map': 'application/json; charset=UTF-8',
  };
  /** URL path → the .br file, found once at start (hashed assets never change while running). */
  const files = new Map();
  const walk = (dir) => {
    let entries = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.br')) {
        const original = full.slice(0, -3);
        const type = TYPES[path.extname(original)];
        if (type) files.set(PREFIX + path.relative(staticDir, original).split(path.sep).join('/'), { file: full, type });
      }
    }
  };
  walk(staticDir);
  if (files.size === 0) return null;

  // The header rules of next.config.ts as the build recorded them, so these answers carry the
  // same security headers as every other one.
  let rules = [];
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, '.next', 'routes-manifest.json'), 'utf8'));
    rules = (manifest.headers || []).map((r) => ({ regex: new RegExp(r.regex), headers: r.headers }));
  } catch {
    return null; // without the rules we would drop security headers: leave the assets to Next
  }
  const cache = new Map();

  return {
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url || '';
      if (!url.startsWith(PREFIX) || req.headers.range || !accepts(req.headers['accept-encoding'], 'br')) return false;
      const pathname = url.split('?')[0];
      const asset = files.get(pathname);
      if (!asset) return false;
      let body = cache.get(pathname);
      if (!body) {
        try {
          body = fs.readFileSync(asset.file);
        } catch {
          return false;
        }
        cache.set(pathname, body);
      }
      for (const rule of rules) if (rule.regex.test(pathname)) for (const h of rule.headers) res.setHeader(h.key, h.value);
      res.writeHead(200, {
        'Content-Type': asset.type,
        'Content-Encoding': 'br',
        'Content-Length': body.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

if (isProductionServer) {
  // Next.js reads this when it starts listening: it then leaves the signals to us.
  process.env.NEXT_MANUAL_SIG_HANDLE = 'true';

  const servers = new Set();
  const listen = http.Server.prototype.listen;
  http.Server.prototype.listen = function trackedListen() {
    servers.add(this);
    this.once('close', () => servers.delete(this));
    timeouts.apply(this);
    this.on('connect', (req, socket) => guard.onConnect(this, req, socket));
    this.on('clientError', (error, socket) => guard.onClientError(this, error, socket));
    return listen.apply(this, arguments);
  };

  // The app (bundled by Next.js, so not able to require this file) registers its hooks here.
  const hooks = [];
  globalThis[Symbol.for('mille.shutdown')] = { register: (hook) => hooks.push(hook) };

  const line = logLine;

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return; // a terminal sends SIGINT to the whole group, npm start forwards it too
    stopping = true;
    const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 8000;
    line('info', 'server.stopping', 'finishing requests in flight', { signal });
    const deadline = setTimeout(() => {
      line('warn', 'server.stop-timeout', 'shutdown took too long; closing what remains', { timeoutMs });
      for (const s of servers) s.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    deadline.unref();

    const closed = [...servers].map((s) => new Promise((resolve) => s.close(() => resolve())));
    // Keep-alive sockets go idle once their response is written: close them as they do.
    const sweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 100);
    await Promise.all(closed);
    clearInterval(sweep);

    const results = await Promise.allSettled(hooks.map((hook) => hook()));
    for (const r of results) if (r.status === 'rejected') line('error', 'server.stop-hook-failed', String(r.reason && r.reason.message ? r.reason.message : r.reason));
    line('info', 'server.stopped', 'stopped cleanly', { signal });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
