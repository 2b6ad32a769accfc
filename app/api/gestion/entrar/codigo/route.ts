// POST /api/gestion/entrar/codigo — form codigo (TOTP or recovery code) of a pending staff
// sign-in; a session on success.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { recordSignInEvent } from '@/lib/staff/audit-events';
import { staffPublicRoute } from '@/lib/staff/route';
import { endStaffSession } from '@/lib/staff/session';
import { verifyStaffCode } from '@/lib/staff/sign-in';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (req, jar) => {
  const form = await formOf(req);
  const client = clientOf(req);
  await endStaffSession(jar, null);
  const { answer, event } = await verifyStaffCode(jar, form.codigo ?? '', client, req.headers.get('user-agent') ?? '');
  await recordSignInEvent(event, client);
  return answerResponse(answer);
});
