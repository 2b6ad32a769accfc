// POST /api/gestion/mi-cuenta/llaves/eliminar — form id, contrasena: removes one of the member's
// passkeys after their current password, unless it is their last second factor; the member gets a
// notice mail.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { recordOwnChange } from '@/lib/staff/my-audit';
import { removeMyPasskey } from '@/lib/staff/my-security';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute('POST', 'dashboard', async (req, staff) => {
  const form = await formOf(req);
  const answer = await removeMyPasskey(
    staff,
    form.id ?? '',
    form.contrasena ?? '',
    clientOf(req),
    req.headers.get('user-agent') ?? '',
  );
  if (!answer.ok) return answerResponse(answer);
  await recordOwnChange(staff, 'staff.passkey-removed', clientOf(req), { nombre: answer.name });
  return answerResponse({ ok: true });
});
