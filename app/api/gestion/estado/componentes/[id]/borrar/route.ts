// POST /api/gestion/estado/componentes/:id/borrar — removes a component (its subscriptions and its place in incidents go with it). Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';
import { deleteComponent } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  numericId,
  async (req, staff, { params: { id } }) => answerResponse(await deleteComponent(staff, id, clientOf(req))),
);
