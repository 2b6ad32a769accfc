// The wrapper every /api/Data/* handler goes through: origin check on writes, one error mapper.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { env } from '@/lib/env';
import { log, withRequestId } from '@/lib/log';
import { clientAddress } from './client-address';
import { errorResponse, HttpError, type ApiFormat } from './errors';
import { assertAllowedOrigin } from './origin';

export type Handler = (req: Request) => Promise<Response>;

/** A request id from a trusted proxy (a short token), or a new one. */
function requestIdOf(req: Request): string {
  const given = req.headers.get('x-request-id');
  return given && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

export function apiRoute(format: ApiFormat, handler: Handler): Handler {
  return async (req) => {
    const reqId = requestIdOf(req);
    const response = await withRequestId(reqId, async () => {
      try {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          const e = env();
          // In demo mode the site is also reached by a local name (localhost, an IP, the machine's name).
          assertAllowedOrigin(req.headers, { siteUrl: e.SITE_URL, acceptAddressedOrigin: !e.isProduction, trustProxyHops: e.TRUST_PROXY_HOPS });
        }
        return await handler(req);
      } catch (error) {
        logFailure(req, error);
        return errorResponse(error, format, { logged: true });
      }
    });
    try {
      response.headers.set('x-request-id', reqId);
    } catch {
      // Some responses (redirects) have immutable headers; the id is in the logs anyway.
    }
    return response;
  };
}

/**
 * One log line per failed call. Refusals are events worth counting (foreign origins, no session,
 * authorisation denials, rate-limit hits, clients that hung up); anything else is an error.
 */
export function logFailure(req: Request, error: unknown): void {
  const path = new URL(req.url).pathname;
  if (error instanceof HttpError) {
    const event = error.status === 401 || error.code === 'forbidden' ? 'auth.denied' : error.status === 429 ? 'rate-limit.hit' : 'api.refused';
    log().info({ event, path, status: error.status, code: error.code, client: clientOf(req) }, 'request refused');
  } else {
    log().error({ event: 'api.error', path, err: error }, 'unhandled api error');
  }
}

/** The client address of a request, honouring TRUST_PROXY_HOPS. */
export function clientOf(req: Request): string {
  return clientAddress(req.headers, env().TRUST_PROXY_HOPS);
}

/** The body cap for this service. */
export function bodyLimit(): number {
  return env().BODY_LIMIT_BYTES;
}
