// The session of the current request for server components and for handlers that cannot take a
// Request (GetAreasMenu). Reads cookies through next/headers: only the account pages and API routes
// may import this module; public page trees never do (they must stay static).
import 'server-only';
import { cookies } from 'next/headers';
import { sessionCookieName, sessionFromCookieValue, type Session } from './session';

export async function currentSession(): Promise<Session | null> {
  const store = await cookies();
  return sessionFromCookieValue(store.get(sessionCookieName())?.value);
}
