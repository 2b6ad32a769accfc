// POST /api/gestion/estado/componentes — form nombre, descripcion, orden: a new component of the status page. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';
import { createComponent } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  async (req, staff) => answerResponse(await createComponent(staff, await formOf(req), clientOf(req))),
);
