// POST /api/gestion/mi-cuenta/llaves/renombrar — form id, nombre: renames one of the member's passkeys.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { recordOwnChange } from '@/lib/staff/my-audit';
import { renameMyPasskey } from '@/lib/staff/my-security';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute('POST', 'dashboard', async (req, staff) => {
  const form = await formOf(req);
  const answer = await renameMyPasskey(staff, form.id ?? '', form.nombre ?? '');
  if (!answer.ok) return answerResponse(answer);
  await recordOwnChange(staff, 'staff.passkey-renamed', clientOf(req), { nombre: [answer.before, answer.after] });
  return answerResponse({ ok: true });
});
