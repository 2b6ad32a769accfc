// What was running when the process got into trouble. A server that dies of an out-of-memory
// error writes V8's one fatal line and nothing about the request that caused it, so this layer
// keeps the requests in flight (method and path only: a query string may carry a token) and,
// checking every WATCH_EVERY_MS:
// - logs `http.slow-request` once for a request still running after SLOW_REQUEST_MS (an export,
//   an import, a runaway page): the last such lines before a crash name the likely culprit;
// - logs `server.heap-high` (warn) when the V8 heap passes HEAP_HIGH_RATIO of its ceiling, with
//   the heap's figures and every request in flight, once until the heap goes back under it.
// The timer is unref'd and the bookkeeping is a Map entry per request.
import type http from 'node:http';
import v8 from 'node:v8';
import type { LogLine } from './log-line';

export const SLOW_REQUEST_MS = 1_000;
export const WATCH_EVERY_MS = 250;
export const HEAP_HIGH_RATIO = 0.85;

interface InFlight {
  method: string;
  path: string;
  started: number;
  logged: boolean;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

export interface RequestWatch {
  /** Call for each request as it arrives. */
  track(req: http.IncomingMessage, res: http.ServerResponse): void;
}

export function requestWatch(line: LogLine, heap = () => v8.getHeapStatistics()): RequestWatch {
  const inFlight = new Map<http.ServerResponse, InFlight>();
  let heapHigh = false;
  const describe = (r: InFlight, now: number) => ({ method: r.method, path: r.path, ms: now - r.started });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const r of inFlight.values()) {
      if (r.logged || now - r.started < SLOW_REQUEST_MS) continue;
      r.logged = true;
      line('info', 'http.slow-request', 'a request still running', describe(r, now));
    }
    const { used_heap_size: used, heap_size_limit: limit } = heap();
    if (used > limit * HEAP_HIGH_RATIO && !heapHigh) {
      heapHigh = true;
      line('warn', 'server.heap-high', 'the V8 heap is close to its ceiling', {
        usedMb: mb(used),
        limitMb: mb(limit),
        inFlight: [...inFlight.values()].map((r) => describe(r, now)),
      });
    } else if (used < limit * HEAP_HIGH_RATIO * 0.9) heapHigh = false;
  }, WATCH_EVERY_MS);
  timer.unref();
  return {
    track(req, res) {
      const path = (req.url || '/').split(/[?#]/)[0]!;
      inFlight.set(res, { method: req.method ?? 'GET', path, started: Date.now(), logged: false });
      const done = () => inFlight.delete(res);
      res.once('finish', done);
      res.once('close', done);
    },
  };
}
