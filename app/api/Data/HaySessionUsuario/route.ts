// GET /api/Data/HaySessionUsuario — `true` while the request carries a live session, else `false`.
// Asking is not activity: the account page polls it, and that must not keep an idle session alive.
import { accountRoute } from '@/lib/auth/route';
import { clearSessionCookies, sessionCookieName, sessionFromJar } from '@/lib/auth/session';
import { jsonResponse } from '@/lib/http/errors';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = accountRoute('GET', async (_req, jar) => {
  const session = await sessionFromJar(jar, { touch: false });
  if (!session && jar.get(sessionCookieName()) !== undefined) clearSessionCookies(jar);
  return jsonResponse(session !== null);
});
