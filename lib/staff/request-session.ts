// The staff session of the current page request (server components of /gestion), through
// next/headers. Pages call requireStaffPage with their own address before reading anything; the
// section it belongs to (lib/staff/navigation.ts) says which action the role must hold. An API
// call checks again. A role that may not use a page gets HTTP 403 and
// app/(staff)/gestion/(panel)/forbidden.tsx (Next's forbidden(), needing
// experimental.authInterrupts in next.config.ts).
import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { forbidden, redirect } from 'next/navigation';
import { staffLoginPath, STAFF_HOME } from '@/lib/auth/return-path';
import { REQUEST_PATH_HEADER } from '@/lib/http/request-path';
import { sectionOf, type StaffPageRoute } from './navigation';
import { can } from './roles';
import { staffCookieName, staffSessionFromCookieValue, type StaffSession } from './session';

/**
 * Once per request (React's cache): the panel's layout and its page both ask, and each ask is an
 * unseal and a session read, with a last-seen write now and then.
 */
export const currentStaff = cache(async (): Promise<StaffSession | null> => {
  const store = await cookies();
  return staffSessionFromCookieValue(store.get(staffCookieName())?.value);
});

/**
 * The session of a role that may use the page at `route` (its folder's address, `/gestion/hoteles/[id]`);
 * otherwise the sign-in page (with the way back), or 403 for another role. A page outside every section opens for no one.
 */
export async function requireStaffPage(route: StaffPageRoute): Promise<{ staff: StaffSession }> {
  const staff = await currentStaff();
  // Signed out: the sign-in, leading back to this address once done.
  if (!staff) redirect(staffLoginPath((await headers()).get(REQUEST_PATH_HEADER) ?? STAFF_HOME));
  const section = sectionOf(route);
  if (!section || !can(staff.role, section.action)) forbidden();
  return { staff };
}
