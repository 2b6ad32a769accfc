// POST /api/gestion/estado/incidencias/:id/actualizaciones — form estado, texto, impacto-<componente>, notificar: an update of the timeline (estado resuelto resolves it). Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';
import { addIncidentUpdate } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  numericId,
  async (req, staff, { params: { id } }) =>
    answerResponse(await addIncidentUpdate(staff, id, await formOf(req), clientOf(req))),
);
