// The wrapper of the account API routes: apiRoute's origin check and error mapper, plus a cookie
// jar whose Set-Cookie lines reach the answer, refusals included (a stale cookie is cleared on 401).
import 'server-only';
import { errorResponse, refusals } from '@/lib/http/errors';
import { apiRoute, logFailure, type Handler } from '@/lib/http/route';
import { RequestCookieJar, type CookieJar } from './cookies';
import { clearSessionCookies, sessionCookieName, sessionFromJar, type Session } from './session';

export function accountRoute(handler: (req: Request, jar: CookieJar) => Promise<Response>): Handler {
  return apiRoute('json', async (req) => {
    const jar = new RequestCookieJar(req);
    try {
      return jar.apply(await handler(req, jar));
    } catch (error) {
      logFailure(req, error);
      return jar.apply(errorResponse(error, 'json', { logged: true }));
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
