// Structured JSON logs (one line per event, UTC ISO time) with the request id of the API call in
// progress. Secrets never go in: the redaction list below covers the field names we use for them.
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';
import { env } from '@/lib/env';

interface RequestContext {
  reqId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

let base: Logger | undefined;

let destination: pino.DestinationStream | undefined;

function root(): Logger {
  if (base) return base;
  const options: pino.LoggerOptions = {
    level: env().LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [
        'password',
        'pass',
        'oldpass',
        'newpass',
        'repeatpass',
        'cookie',
        'cookies',
        'token',
        'secret',
        '*.password',
        '*.pass',
        '*.cookie',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[oculto]',
    },
  };
  base = destination ? pino(options, destination) : pino(options);
  return base;
}

/** Tests: the log lines go to `stream` from now on (a fresh logger is made). */
export function logToForTests(stream: pino.DestinationStream): void {
  destination = stream;
  base = undefined;
}

/** The logger, bound to the current request's id when there is one. */
export function log(): Logger {
  const ctx = requestContext.getStore();
  return ctx ? root().child({ reqId: ctx.reqId }) : root();
}

/** Runs `fn` with a request id every log line inside it carries. */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return requestContext.run({ reqId }, fn);
}
