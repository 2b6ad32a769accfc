// GET /api/Data/HaySessionUsuario — `true` while the request carries a live session, else `false`.
import { accountRoute } from '@/lib/auth/route';
import { clearSessionCookies, sessionCookieName, sessionFromJar } from '@/lib/auth/session';
import { jsonResponse } from '@/lib/http/errors';

export const dynamic = 'force-dynamic';

export const GET = accountRoute(async (_req, jar) => {
  const session = await sessionFromJar(jar);
  if (!session && jar.get(sessionCookieName()) !== undefined) clearSessionCookies(jar);
  return jsonResponse(session !== null);
});
