// POST /api/gestion/entrar/alta — starts (or restarts) the second-factor enrolment of a pending
// staff sign-in: { ok, secret, uri, qr } (the secret as text and the otpauth URI as an SVG QR code).
import { answerResponse } from '@/lib/http/errors';
import { staffPublicRoute } from '@/lib/staff/route';
import { startStaffEnrolment } from '@/lib/staff/sign-in';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (_req, jar) => {
  const answer = await startStaffEnrolment(jar);
  if (!answer.ok) return answerResponse(answer);
  return answerResponse({
    ok: true,
    secret: answer.enrolment.secret,
    uri: answer.enrolment.uri,
    qr: answer.enrolment.qrSvg,
  });
});
