// POST /api/gestion/personal/:id — form papel, or accion=desactivar|activar. Administración only;
// 409 for one's own account and for the last active administrator.
import { readForm } from '@/lib/http/body';
import { refusals } from '@/lib/http/errors';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { adminResponse, changeStaff } from '@/lib/staff/admin';
import { staffRoute } from '@/lib/staff/route';
import { idFromPath } from '@/lib/staff/path-id';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('staff.manage', async (req, staff) => {
  const id = idFromPath(req, 'personal');
  const form = await readForm(req, bodyLimit());
  const answer = await changeStaff(staff, id, { role: form.papel, action: form.accion }, clientOf(req));
  if (!answer) throw refusals.notFound();
  return adminResponse(answer);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
