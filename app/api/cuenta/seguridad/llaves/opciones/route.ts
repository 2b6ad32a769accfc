// POST /api/cuenta/seguridad/llaves/opciones — form pass: options for registering a passkey
// (WebAuthn), after the current password (400 with the reason otherwise). The ceremony they start
// is what the registration needs. For a user whose hotel demands two factors they ask the
// authenticator to verify the user (PIN, biometrics), which such a passkey needs to stand for one.
import { requireCurrentPassword, requireSecondFactorEnrolment } from '@/lib/account/security';
import { mustVerifyPasskeyUser } from '@/lib/account/second-factor-requirement';
import { registrationOptions } from '@/lib/auth/passkeys';
import { customerPasskeyStore } from '@/lib/auth/passkey-stores';
import { securityRoute } from '@/lib/auth/security-route';
import { sessionEmail } from '@/lib/auth/session';
import { jsonResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session, jar) => {
  const form = await formOf(req);
  await requireSecondFactorEnrolment(session);
  await requireCurrentPassword(session, form.pass ?? '', clientOf(req));
  const user = { id: session.userId, email: await sessionEmail(session) };
  return jsonResponse(
    await registrationOptions(jar, user, customerPasskeyStore, await mustVerifyPasskeyUser(session.userId)),
  );
});
