// POST /api/gestion/estado/mantenimientos/:id — form titulo, texto, inicio, fin (hora de Madrid), componente-<id>, notificar: changes a window not yet over. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';
import { updateMaintenance } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  numericId,
  async (req, staff, { params: { id } }) =>
    answerResponse(await updateMaintenance(staff, id, await formOf(req), clientOf(req))),
);
