// The wrapper of every back-office call (/api/gestion/*): apiRoute's Origin check on writes and
// one error mapper, a cookie jar, and, for all but the sign-in steps, the staff session (401
// without one) and the role's right to the action (403, nothing done). The UI hiding a button is
// never the check: this is. A route under a dynamic segment (`[id]`) names its schema and gets
// the parsed value (404 when it does not fit), checked after the session and the role.
import 'server-only';
import type { z } from 'zod';
import type { CookieJar } from '@/lib/auth/cookies';
import { accountRoute, type JarHandler } from '@/lib/auth/route';
import { refusals } from '@/lib/http/errors';
import type { Served } from '@/lib/http/methods';
import type { RouteTable } from '@/lib/http/route';
import { routeParams } from '@/lib/http/route-params';
import { canAny, type StaffAction } from './roles';
import { clearStaffCookie, staffCookieName, staffSessionFromJar, type StaffSession } from './session';

/** The sign-in steps: no session yet. The same wrapper as the customers' calls (cookie jar, Origin, errors), refusals as answers (lib/http/answer.ts). */
export function staffPublicRoute<M extends Served>(method: M, handler: JarHandler): RouteTable<M> {
  return accountRoute(method, handler, 'answer');
}

/** The actions a call is authorised by: one, or several (any of them will do). */
export type StaffActions = StaffAction | readonly StaffAction[];

/** The live staff session of the request allowed to do `action` (any of several), or a 401 / 403 refusal. */
export async function authorize(jar: CookieJar, action: StaffActions): Promise<StaffSession> {
  const staff = await staffSessionFromJar(jar);
  if (!staff) {
    if (jar.get(staffCookieName()) !== undefined) clearStaffCookie(jar);
    throw refusals.unauthenticated();
  }
  if (!canAny(staff.role, typeof action === 'string' ? [action] : action)) throw refusals.forbidden();
  return staff;
}

export type StaffHandler<P> = (
  req: Request,
  staff: StaffSession,
  call: { jar: CookieJar; params: P },
) => Promise<Response>;

export function staffRoute<M extends Served>(
  method: M,
  action: StaffActions,
  handler: StaffHandler<undefined>,
): RouteTable<M>;
export function staffRoute<M extends Served, P>(
  method: M,
  action: StaffActions,
  params: z.ZodType<P>,
  handler: StaffHandler<P>,
): RouteTable<M>;
export function staffRoute<M extends Served, P>(
  method: M,
  action: StaffActions,
  ...rest: [StaffHandler<undefined>] | [z.ZodType<P>, StaffHandler<P>]
): RouteTable<M> {
  return staffPublicRoute(method, async (req, jar, context) => {
    const staff = await authorize(jar, action);
    if (rest.length === 1) return rest[0](req, staff, { jar, params: undefined });
    const [schema, handler] = rest;
    return handler(req, staff, { jar, params: await routeParams(context, schema) });
  });
}
