// POST /api/cuenta/seguridad/llaves/opciones — form pass: options for registering a passkey
// (WebAuthn), after the current password (400 with the reason otherwise). The ceremony they start
// is what the registration needs.
import { requireCurrentPassword, requireSecondFactorEnrolment } from '@/lib/account/security';
import { registrationOptions } from '@/lib/auth/passkeys';
import { securityRoute } from '@/lib/auth/security-route';
import { sessionEmail } from '@/lib/auth/session';
import { readForm } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = securityRoute(async (req, session, jar) => {
  const form = await readForm(req, bodyLimit());
  await requireSecondFactorEnrolment(session);
  await requireCurrentPassword(session, form.pass ?? '', clientOf(req));
  return jsonResponse(await registrationOptions(jar, { id: session.userId, email: await sessionEmail(session) }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
