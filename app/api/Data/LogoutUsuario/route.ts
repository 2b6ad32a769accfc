// POST /api/Data/LogoutUsuario — body `1`; ends the session on the server and answers `true`.
import { accountRoute, requireSession } from '@/lib/auth/route';
import { endSession } from '@/lib/auth/session';
import { jsonResponse } from '@/lib/http/errors';
import { jsonOf } from '@/lib/http/route';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const session = await requireSession(jar);
  // The body (`1`) carries nothing we need; it must still be JSON.
  await jsonOf(req);
  await endSession(jar, session);
  log().info({ event: 'auth.sign-out', userId: session.userId }, 'signed out');
  return jsonResponse(true);
});
