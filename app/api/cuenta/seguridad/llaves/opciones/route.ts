// POST /api/cuenta/seguridad/llaves/opciones — options for registering a passkey (WebAuthn).
import { requireSecondFactorEnrolment } from '@/lib/account/security';
import { registrationOptions } from '@/lib/auth/passkeys';
import { securityRoute } from '@/lib/auth/security-route';
import { sessionEmail } from '@/lib/auth/session';
import { jsonResponse } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = securityRoute(async (_req, session, jar) => {
  await requireSecondFactorEnrolment(session);
  return jsonResponse(await registrationOptions(jar, { id: session.userId, email: await sessionEmail(session) }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
