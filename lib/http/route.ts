// The wrapper every /api route goes through (the account's, the customer's security and the back
// office's wrap it): origin check on writes, one error mapper, and the route file's whole table of
// methods (the one it serves, the others refused with 405 in the same format: lib/http/methods.ts).
//
// A route file is then its header comment (method and path), `export const dynamic =
// 'force-dynamic'` and one `export const { POST, GET, HEAD, … } = <wrapper>('POST', …)`. The
// `dynamic` line stays in each file: Next.js reads route segment config from the file's source at
// build time (its values must be statically analysable), so it must be a literal export there, not
// a value a function returns. It keeps Next from trying to pre-render a route's GET at build time
// (for a POST route, its 405 refusal). The few route files without it (the enquiry forms and
// /api/callback, the catch-all) keep what they had.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { env } from '@/lib/env';
import { log, withRequestId } from '@/lib/log';
import { readFields, readForm, readJson } from './body';
import { clientAddress } from './client-address';
import { errorResponse, HttpError, type ApiFormat } from './errors';
import { otherMethods, type Handler, type RouteTable, type Served } from './methods';
import { assertAllowedOrigin } from './origin';

export type { Handler, RouteContext, RouteTable } from './methods';

/** A request id from a trusted proxy (a short token), or a new one. */
function requestIdOf(req: Request): string {
  const given = req.headers.get('x-request-id');
  return given && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

/** The route file's handlers: `method` served by `handler`, every other method refused in `format`. */
export function apiRoute<M extends Served>(method: M, format: ApiFormat, handler: Handler): RouteTable<M> {
  return routeTable(method, format, apiHandler(format, handler));
}

/** `handler` (already wrapped) for `method`, beside the refusals of the other methods. */
export function routeTable<M extends Served>(method: M, format: ApiFormat, handler: Handler): RouteTable<M> {
  return { ...otherMethods(format, method), [method]: handler } as RouteTable<M>;
}

/** One handler with the origin check on writes and the error mapper (for wrappers and the few routes outside /api). */
export function apiHandler(format: ApiFormat, handler: Handler): Handler {
  return async (req, context) => {
    const reqId = requestIdOf(req);
    const response = await withRequestId(reqId, async () => {
      try {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          const e = env();
          // In demo mode the site is also reached by a local name (localhost, an IP, the machine's name).
          assertAllowedOrigin(req.headers, {
            siteUrl: e.SITE_URL,
            acceptAddressedOrigin: !e.isProduction,
            trustProxyHops: e.TRUST_PROXY_HOPS,
          });
        }
        return await handler(req, context);
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
    const event =
      error.status === 401 || error.code === 'forbidden'
        ? 'auth.denied'
        : error.status === 429
          ? 'rate-limit.hit'
          : 'api.refused';
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

/** The request's form fields (multipart or urlencoded), under the service's body cap. */
export function formOf(req: Request): Promise<Record<string, string>> {
  return readForm(req, bodyLimit());
}

/** The request's fields, from a form post or a JSON object alike, under the service's body cap. */
export function fieldsOf(req: Request): Promise<Record<string, string>> {
  return readFields(req, bodyLimit());
}

/** The request's JSON body, under the service's body cap. */
export function jsonOf(req: Request): Promise<unknown> {
  return readJson(req, bodyLimit());
}
