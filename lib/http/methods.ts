// The methods a route does not serve (CONTRACT.md: another method on a known path → 405 in the
// endpoint's own format, with `Allow`). The route wrappers (lib/http/route.ts) add them to the
// method a route file serves, in that wrapper's format.
// Next.js would otherwise answer them with an empty 405 without `Allow` (or a 204 for OPTIONS
// listing every method the file exports, these refusals included).
import { errorResponse, refusals, type ApiFormat } from './errors';

/**
 * Set by the server preload (server/request-guard.ts) on a request whose method
 * no route serves (TRACE, PROPFIND, CONNECT…), which it passes on as OPTIONS: Next.js cannot take
 * those methods itself. Clients' own values are removed there.
 */
export const REFUSED_METHOD_HEADER = 'x-mille-method';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];
export type Served = 'GET' | 'POST';
/** Next.js answers HEAD with the GET handler. */
type WithImplied<S extends Served> = S | (S extends 'GET' ? 'HEAD' : never);

/** What Next.js passes a route handler beside the request: its path's dynamic segments (`[id]`), as written. */
export interface RouteContext {
  params: Promise<unknown>;
}
/** A route handler; the context is absent when a test or the preload calls it with a bare Request. */
export type Handler = (req: Request, context?: RouteContext) => Promise<Response>;
/** A route file's exports: the method it serves and the refusals of every other one. */
export type RouteTable<S extends Served> = Record<S, Handler> & Record<Exclude<Method, WithImplied<S>>, Handler>;

/** Handlers for every method but `served`: 405 with `Allow`; OPTIONS says what is allowed. */
export function otherMethods<S extends Served>(
  format: ApiFormat,
  ...served: S[]
): Record<Exclude<Method, WithImplied<S>>, Handler> {
  const allowedSet = new Set<Method>([
    ...served,
    ...(served.includes('GET' as S) ? (['HEAD'] as const) : []),
    'OPTIONS',
  ]);
  const allow = METHODS.filter((m) => allowedSet.has(m)).join(', ');
  const refuse = async () => {
    const response = errorResponse(refusals.methodNotAllowed(), format);
    response.headers.set('allow', allow);
    return response;
  };
  const handlers: Partial<Record<Method, Handler>> = {};
  for (const method of METHODS) if (!allowedSet.has(method)) handlers[method] = refuse;
  handlers.OPTIONS = async (req) =>
    req.headers.has(REFUSED_METHOD_HEADER) ? refuse() : new Response(null, { status: 204, headers: { allow } });
  return handlers as Record<Exclude<Method, WithImplied<S>>, Handler>;
}
