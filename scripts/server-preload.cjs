// Preloaded into the server process (`node -r ./server-preload.cjs server.js`). Two jobs Next.js
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
//    Only in the production server (server.js): `next dev` loads this file too, through
//    NODE_OPTIONS, and keeps its own signal handling.
'use strict';
const http = require('node:http');
const path = require('node:path');

const HEADER = 'x-mille-peer';
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function patchedEmit(event, req) {
  if (event === 'request' && req && req.headers) {
    req.headers[HEADER] = (req.socket && req.socket.remoteAddress) || '';
  }
  return emit.apply(this, arguments);
};

const isProductionServer = path.basename(process.argv[1] || '') === 'server.js';
if (isProductionServer) {
  // Next.js reads this when it starts listening: it then leaves the signals to us.
  process.env.NEXT_MANUAL_SIG_HANDLE = 'true';

  const servers = new Set();
  const listen = http.Server.prototype.listen;
  http.Server.prototype.listen = function trackedListen() {
    servers.add(this);
    this.once('close', () => servers.delete(this));
    return listen.apply(this, arguments);
  };

  // The app (bundled by Next.js, so not able to require this file) registers its hooks here.
  const hooks = [];
  globalThis[Symbol.for('mille.shutdown')] = { register: (hook) => hooks.push(hook) };

  const line = (level, event, msg, extra) =>
    process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), event, ...extra, msg })}\n`);

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
