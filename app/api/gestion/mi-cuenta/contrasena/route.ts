// POST /api/gestion/mi-cuenta/contrasena — form actual, nueva, repetir: the member's new password
// (the current one checked with the sign-in rules); their other sessions end, passkeys stay, and the
// member gets a notice mail.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { recordOwnChange } from '@/lib/staff/my-audit';
import { changeMyPassword, PASSWORD_CHANGED } from '@/lib/staff/my-security';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute('POST', 'dashboard', async (req, staff) => {
  const form = await formOf(req);
  const client = clientOf(req);
  const answer = await changeMyPassword(
    staff,
    { oldpass: form.actual ?? '', newpass: form.nueva ?? '', repeatpass: form.repetir ?? '' },
    client,
    req.headers.get('user-agent') ?? '',
  );
  if (!answer.ok) return answerResponse(answer);
  await recordOwnChange(staff, 'staff.password-changed', client);
  return answerResponse({ ok: true, message: PASSWORD_CHANGED });
});
