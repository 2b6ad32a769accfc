// POST /api/cuenta/seguridad/totp — starts two-factor enrolment: a new secret (as text and as a QR
// code), in force only once a code confirms it.
import { requireSecondFactorEnrolment } from '@/lib/account/security';
import { securityRoute } from '@/lib/auth/security-route';
import { sessionEmail } from '@/lib/auth/session';
import { startTotpEnrolment } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { answerResponse, refusals } from '@/lib/http/errors';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (_req, session) => {
  await requireSecondFactorEnrolment(session);
  const enrolment = await startTotpEnrolment(customerTotpStore, session.userId, await sessionEmail(session));
  if (!enrolment) throw refusals.of('conflict', 'already-enabled', 'La verificación en dos pasos ya está activada');
  return answerResponse({ ok: true, secret: enrolment.secret, uri: enrolment.uri, qr: enrolment.qrSvg });
});
