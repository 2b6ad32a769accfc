// POST /api/gestion/estado/componentes/:id — form nombre, descripcion, orden: changes a component. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';
import { updateComponent } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  numericId,
  async (req, staff, { params: { id } }) =>
    answerResponse(await updateComponent(staff, id, await formOf(req), clientOf(req))),
);
