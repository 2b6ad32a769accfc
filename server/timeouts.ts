// How long a client may take to send its request. Node's defaults hold a connection (and a
// handler waiting for the body) for up to 300 s for the whole request and 60 s for the headers,
// checked every 30 s, so a slow sender was cut only after ~320 s (body) or ~83 s (headers): a
// few hundred slow clients then tie up the server. REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS
// (30 s and 20 s by default) bound both; the answer is 408 (request-guard.ts). Only receiving
// the request is bounded: a handler that takes long to answer is not cut.
import type http from 'node:http';

const DEFAULTS = { REQUEST_TIMEOUT_MS: 30_000, HEADERS_TIMEOUT_MS: 20_000 };
const MIN_MS = 100;
const MAX_MS = 600_000;

export interface ServerTimeouts {
  requestTimeout: number;
  headersTimeout: number;
  /** Applies them to a server before it listens (Node reads the interval when listening starts). */
  apply(server: http.Server): void;
}

/** The timeouts from the environment; throws an Error whose message names the bad variable. */
export function serverTimeouts(env: NodeJS.ProcessEnv = process.env): ServerTimeouts {
  const read = (name: keyof typeof DEFAULTS) => {
    const value = env[name];
    if (value === undefined || value === '') return DEFAULTS[name];
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < MIN_MS || n > MAX_MS) {
      throw new Error(
        `${name} debe ser un número entero de milisegundos entre ${MIN_MS} y ${MAX_MS} (ahora "${value}"; ver .env.example).`,
      );
    }
    return n;
  };
  const requestTimeout = read('REQUEST_TIMEOUT_MS');
  const headersTimeout = read('HEADERS_TIMEOUT_MS');
  if (headersTimeout > requestTimeout) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeout}) no puede ser mayor que REQUEST_TIMEOUT_MS (${requestTimeout}).`,
    );
  }
  // Node checks its connections on an interval (30 s by default, which would add up to 30 s to
  // each timeout); a second at most keeps the documented values close to what happens.
  const checkInterval = Math.min(1000, Math.max(25, Math.floor(headersTimeout / 4)));
  return {
    requestTimeout,
    headersTimeout,
    apply(server) {
      server.requestTimeout = requestTimeout;
      server.headersTimeout = headersTimeout;
      (server as http.Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = checkInterval;
    },
  };
}
