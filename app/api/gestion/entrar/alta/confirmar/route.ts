// POST /api/gestion/entrar/alta/confirmar — form codigo: confirms the enrolment with a current
// code; answers the ten recovery codes, once, and starts the session.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { recordSignInEvent } from '@/lib/staff/audit-events';
import { staffPublicRoute } from '@/lib/staff/route';
import { endStaffSession } from '@/lib/staff/session';
import { confirmStaffEnrolment } from '@/lib/staff/sign-in';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (req, jar) => {
  const form = await formOf(req);
  await endStaffSession(jar, null);
  const { answer, event } = await confirmStaffEnrolment(jar, form.codigo ?? '', req.headers.get('user-agent') ?? '');
  await recordSignInEvent(event, clientOf(req));
  return answerResponse(answer.ok ? { ok: true, codes: answer.codes } : answer);
});
