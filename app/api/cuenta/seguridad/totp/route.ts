// POST /api/cuenta/seguridad/totp — form pass: starts two-factor enrolment: a new secret (as text and
// as a QR code), in force only once a code confirms it. The current password comes first, checked
// with the sign-in rules (counted before it is checked), as for adding a passkey: an open session
// alone (a browser left signed in, a stolen cookie) must not enrol an authenticator of its own.
// 400 with the sentence otherwise.
import { requireCurrentPassword, requireSecondFactorEnrolment } from '@/lib/account/security';
import { securityRoute } from '@/lib/auth/security-route';
import { sessionEmail } from '@/lib/auth/session';
import { startTotpEnrolment } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const form = await formOf(req);
  await requireSecondFactorEnrolment(session);
  await requireCurrentPassword(session, form.pass ?? '', clientOf(req));
  const enrolment = await startTotpEnrolment(customerTotpStore, session.userId, await sessionEmail(session));
  if (!enrolment) throw refusals.of('conflict', 'already-enabled', 'La verificación en dos pasos ya está activada');
  return answerResponse({ ok: true, secret: enrolment.secret, uri: enrolment.uri, qr: enrolment.qrSvg });
});
