// The wrapper of the customer's own security calls (/api/cuenta/*): accountRoute's origin check,
// error mapper and cookie jar, plus the session (401 without one). JSON answers (lib/http/answer.ts),
// refusals included, never cached.
import 'server-only';
import type { Served } from '@/lib/http/methods';
import type { RouteTable } from '@/lib/http/route';
import type { CookieJar } from './cookies';
import { accountRoute, requireSession } from './route';
import type { Session } from './session';

export function securityRoute<M extends Served>(
  method: M,
  handler: (req: Request, session: Session, jar: CookieJar) => Promise<Response>,
): RouteTable<M> {
  return accountRoute(method, async (req, jar) => handler(req, await requireSession(jar), jar), 'answer');
}
