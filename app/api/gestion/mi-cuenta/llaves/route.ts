// POST /api/gestion/mi-cuenta/llaves — JSON {respuesta, nombre}: the browser's answer to the
// registration options (which asked for the current password); the passkey is stored when it
// checks out, and the member is mailed a notice.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, jsonOf } from '@/lib/http/route';
import { recordOwnChange } from '@/lib/staff/my-audit';
import { addPasskey } from '@/lib/staff/my-security';
import { PASSKEY_NOT_REGISTERED } from '@/lib/staff/passkey-sign-in';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'dashboard',
  async (req, staff, { jar }) => {
    const body = (await jsonOf(req)) as { respuesta?: unknown; nombre?: unknown } | null;
    if (!body || typeof body !== 'object' || !body.respuesta || typeof body.respuesta !== 'object')
      throw refusals.badRequest();
    const name = typeof body.nombre === 'string' ? body.nombre : '';
    if (!(await addPasskey(jar, staff, body.respuesta as never, name, req.headers.get('user-agent') ?? '')))
      return answerResponse({ ok: false, message: PASSKEY_NOT_REGISTERED });
    await recordOwnChange(staff, 'staff.passkey-added', clientOf(req));
    return answerResponse({ ok: true });
  },
);
