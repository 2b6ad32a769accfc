// POST /api/gestion/mi-cuenta/llaves/opciones — form contrasena: options for registering a passkey
// of the signed-in member, after their current password (every role manages its own access: the
// action is the dashboard's, which all hold). Answers {ok, opciones} or {ok: false, message}.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { newPasskeyOptions } from '@/lib/staff/my-security';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'dashboard',
  async (req, staff, { jar }) => {
    const form = await formOf(req);
    return answerResponse(await newPasskeyOptions(jar, staff, form.contrasena ?? '', clientOf(req)));
  },
);
