// POST /api/gestion/personal/:id — form papel, or accion=desactivar|activar. Administración only;
// 409 for one's own account and for the last active administrator.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { changeStaff } from '@/lib/staff/admin';
import { staffRoute } from '@/lib/staff/route';
import { numericId } from '@/lib/http/route-params';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'staff.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    const answer = await changeStaff(staff, id, { role: form.papel, action: form.accion }, clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
