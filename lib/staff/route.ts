// The wrapper of every back-office call (/api/gestion/*): apiRoute's Origin check on writes and
// one error mapper, a cookie jar, and, for all but the sign-in steps, the staff session (401
// without one) and the role's right to the action (403, nothing done). The UI hiding a button is
// never the check: this is.
import 'server-only';
import type { CookieJar } from '@/lib/auth/cookies';
import { accountRoute } from '@/lib/auth/route';
import { refusals } from '@/lib/http/errors';
import type { Handler } from '@/lib/http/route';
import { can, type StaffAction } from './roles';
import { clearStaffCookie, staffCookieName, staffSessionFromJar, type StaffSession } from './session';

/** The sign-in steps: no session yet. The same wrapper as the customers' calls (cookie jar, Origin, errors). */
export function staffPublicRoute(handler: (req: Request, jar: CookieJar) => Promise<Response>): Handler {
  return accountRoute(handler);
}

/** The live staff session of the request allowed to do `action`, or a 401 / 403 refusal. */
export async function authorize(jar: CookieJar, action: StaffAction): Promise<StaffSession> {
  const staff = await staffSessionFromJar(jar);
  if (!staff) {
    if (jar.get(staffCookieName()) !== undefined) clearStaffCookie(jar);
    throw refusals.unauthenticated();
  }
  if (!can(staff.role, action)) throw refusals.forbidden();
  return staff;
}

export function staffRoute(action: StaffAction, handler: (req: Request, staff: StaffSession, jar: CookieJar) => Promise<Response>): Handler {
  return staffPublicRoute(async (req, jar) => handler(req, await authorize(jar, action), jar));
}
