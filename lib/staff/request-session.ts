// The staff session of the current page request (server components of /gestion), through
// next/headers. Pages call requireStaffPage before reading anything; an API call checks again.
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { can, type StaffAction } from './roles';
import { staffCookieName, staffSessionFromCookieValue, type StaffSession } from './session';

export async function currentStaff(): Promise<StaffSession | null> {
  const store = await cookies();
  return staffSessionFromCookieValue(store.get(staffCookieName())?.value);
}

/** The session, or the sign-in page; `allowed` says whether the role may do `action`. */
export async function requireStaffPage(action: StaffAction): Promise<{ staff: StaffSession; allowed: boolean }> {
  const staff = await currentStaff();
  if (!staff) redirect('/gestion/entrar');
  return { staff, allowed: can(staff.role, action) };
}
