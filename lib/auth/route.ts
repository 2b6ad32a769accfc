// The wrapper of the account API routes: apiRoute's origin check and error mapper, plus a cookie
// jar whose Set-Cookie lines reach the answer, refusals included (a stale cookie is cleared on 401).
import 'server-only';
import { errorResponse, refusals } from '@/lib/http/errors';
import type { Served } from '@/lib/http/methods';
import { apiHandler, logFailure, routeTable, type Handler, type RouteContext, type RouteTable } from '@/lib/http/route';
import { RequestCookieJar, type CookieJar } from './cookies';
import { clearSessionCookies, sessionCookieName, sessionFromJar, type Session } from './session';

export type JarHandler = (req: Request, jar: CookieJar, context?: RouteContext) => Promise<Response>;

/**
 * The route file's handlers: `method` served with a cookie jar, the others refused. Refusals in the
 * contract's JSON (`{ error, message }`), or, for the back office and the customer's security calls,
 * as their answers (`answer`: `{ ok: false, error, message }`, lib/http/answer.ts).
 */
export function accountRoute<M extends Served>(
  method: M,
  handler: JarHandler,
  format: 'json' | 'answer' = 'json',
): RouteTable<M> {
  return routeTable(method, format, accountHandler(handler, format));
}

/** One handler with the jar (for the wrappers over this one and the downloads under /micuenta). */
export function accountHandler(handler: JarHandler, format: 'json' | 'answer' = 'json'): Handler {
  return apiHandler(format, async (req, context) => {
    const jar = new RequestCookieJar(req);
    try {
      return jar.apply(await handler(req, jar, context));
    } catch (error) {
      logFailure(req, error);
      return jar.apply(errorResponse(error, format, { logged: true }));
    }
  });
}

/** The live session of the request, or 401 (and the dead cookie cleared). */
export async function requireSession(jar: CookieJar): Promise<Session> {
  const session = await sessionFromJar(jar);
  if (!session) {
    if (jar.get(sessionCookieName()) !== undefined) clearSessionCookies(jar);
    throw refusals.unauthenticated();
  }
  return session;
}
