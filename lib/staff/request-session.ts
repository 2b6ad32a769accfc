// The staff session of the current page request (server components of /gestion), through
// next/headers. Pages call requireStaffPage before reading anything; an API call checks again.
// A role that may not use a page gets HTTP 403 and app/(staff)/gestion/(panel)/forbidden.tsx
// (Next's forbidden(), needing experimental.authInterrupts in next.config.ts).
import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { can, type StaffAction } from './roles';
import { staffCookieName, staffSessionFromCookieValue, type StaffSession } from './session';

export async function currentStaff(): Promise<StaffSession | null> {
  const store = await cookies();
  return staffSessionFromCookieValue(store.get(staffCookieName())?.value);
}

/** The session of a role that may do `action`; otherwise the sign-in page, or 403 for another role. */
export async function requireStaffPage(action: StaffAction): Promise<{ staff: StaffSession }> {
  const staff = await currentStaff();
  if (!staff) redirect('/gestion/entrar');
  if (!can(staff.role, action)) forbidden();
  return { staff };
}
