// POST /api/gestion/entrar/alta/llave — JSON {respuesta, nombre}: the browser's answer to the
// enrolment's registration options; the passkey is stored and the session starts.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, jsonOf } from '@/lib/http/route';
import { recordSignInEvent } from '@/lib/staff/audit-events';
import { confirmStaffPasskeyEnrolment } from '@/lib/staff/passkey-sign-in';
import { staffPublicRoute } from '@/lib/staff/route';
import { endStaffSession } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffPublicRoute('POST', async (req, jar) => {
  const body = (await jsonOf(req)) as { respuesta?: unknown; nombre?: unknown } | null;
  const response =
    body && typeof body === 'object' && body.respuesta && typeof body.respuesta === 'object'
      ? (body.respuesta as never)
      : null;
  await endStaffSession(jar, null);
  const { answer, event } = await confirmStaffPasskeyEnrolment(
    jar,
    response,
    typeof body?.nombre === 'string' ? body.nombre : '',
    req.headers.get('user-agent') ?? '',
  );
  await recordSignInEvent(event, clientOf(req));
  return answerResponse(answer);
});
