// Graceful shutdown. Next's own SIGTERM handler closes the HTTP server and then exits at once,
// which can cut the mail outbox worker in the middle of a send. Here, on SIGTERM or SIGINT: stop
// accepting connections, let the requests in flight finish (idle keep-alive sockets are closed),
// then run the shutdown hooks the app registered (lib/boot/jobs.ts: stop the outbox worker after
// its current send), then exit 0. A deadline (SHUTDOWN_TIMEOUT_MS, default 8 s, under Docker's
// 10 s stop grace) cuts whatever still hangs and exits 1. Next.js leaves the signals to us when
// NEXT_MANUAL_SIG_HANDLE is set (its documented switch for self-hosting).
import type http from 'node:http';
import type { LogLine } from './log-line';

/** Takes over SIGTERM/SIGINT for the servers in `servers` (filled as they start listening). */
export function gracefulShutdown(servers: Set<http.Server>, line: LogLine): void {
  // Next.js reads this when it starts listening: it then leaves the signals to us.
  process.env.NEXT_MANUAL_SIG_HANDLE = 'true';

  // The app (bundled by Next.js, so not able to import this module) registers its hooks here.
  const hooks: (() => unknown)[] = [];
  (globalThis as Record<symbol, unknown>)[Symbol.for('mille.shutdown')] = {
    register: (hook: () => unknown) => hooks.push(hook),
  };

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
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

    const closed = [...servers].map((s) => new Promise<void>((resolve) => s.close(() => resolve())));
    // Keep-alive sockets go idle once their response is written: close them as they do.
    const sweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 100);
    await Promise.all(closed);
    clearInterval(sweep);

    const results = await Promise.allSettled(hooks.map((hook) => hook()));
    for (const r of results) {
      if (r.status === 'rejected') {
        const reason: unknown = r.reason;
        line('error', 'server.stop-hook-failed', String(reason instanceof Error ? reason.message : reason));
      }
    }
    line('info', 'server.stopped', 'stopped cleanly', { signal });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
