// POST /api/gestion/estado/mantenimientos/:id/borrar — removes a maintenance window. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';
import { deleteMaintenance } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  numericId,
  async (req, staff, { params: { id } }) => answerResponse(await deleteMaintenance(staff, id, clientOf(req))),
);
