// POST /api/gestion/entrar — form email, pass: the first step of a staff sign-in. Answers
// { ok, next: 'code' | 'enrol' } and the pending cookie, never a session.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { recordSignInEvent } from '@/lib/staff/audit-events';
import { staffPublicRoute } from '@/lib/staff/route';
import { signInStaff } from '@/lib/staff/sign-in';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (req, jar) => {
  const form = await formOf(req);
  const client = clientOf(req);
  const { answer, event } = await signInStaff(jar, form.email ?? '', form.pass ?? '', client);
  await recordSignInEvent(event, client);
  return answerResponse(answer);
});
