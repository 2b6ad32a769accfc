// POST /api/gestion/entrar/llave — JSON: the browser's passkey answer. A staff passkey (user
// verified) is both factors: { ok } and a session, or { ok: false, message }.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, jsonOf } from '@/lib/http/route';
import { recordSignInEvent } from '@/lib/staff/audit-events';
import { signInStaffWithPasskey } from '@/lib/staff/passkey-sign-in';
import { staffPublicRoute } from '@/lib/staff/route';
import { endStaffSession } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (req, jar) => {
  const client = clientOf(req);
  const body = await jsonOf(req);
  await endStaffSession(jar, null);
  const response = body && typeof body === 'object' ? (body as never) : null;
  const { answer, event } = await signInStaffWithPasskey(jar, response, client, req.headers.get('user-agent') ?? '');
  await recordSignInEvent(event, client);
  return answerResponse(answer);
});
