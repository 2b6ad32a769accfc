// POST /api/gestion/mi-cuenta/codigos — form contrasena, codigo (the current password and a current
// TOTP code): ten new recovery codes, answered once as { ok, codes }; the earlier ones stop
// working, and the member gets a notice mail.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { recordOwnChange } from '@/lib/staff/my-audit';
import { regenerateRecoveryCodes } from '@/lib/staff/my-security';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute('POST', 'dashboard', async (req, staff) => {
  const form = await formOf(req);
  const client = clientOf(req);
  const answer = await regenerateRecoveryCodes(
    staff,
    form.contrasena ?? '',
    form.codigo ?? '',
    client,
    req.headers.get('user-agent') ?? '',
  );
  if (!answer.ok) return answerResponse(answer);
  await recordOwnChange(staff, 'staff.recovery-renewed', client);
  return answerResponse({ ok: true, codes: answer.codes });
});
