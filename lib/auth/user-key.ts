// The user key the menu shows for a signed-in visitor (CONTRACT.md: the login e-mail).
import 'server-only';
import { currentSession } from './request-session';
import { sessionEmail } from './session';

/** The signed-in user's login e-mail, or null. Reads the session cookie of the current request. */
export async function currentUserKey(): Promise<string | null> {
  const session = await currentSession();
  return session ? sessionEmail(session) : null;
}
