// POST /api/gestion/estado/mantenimientos — form titulo, texto, inicio, fin (hora de Madrid), componente-<id>, notificar: a maintenance window. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';
import { scheduleMaintenance } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  async (req, staff) => answerResponse(await scheduleMaintenance(staff, await formOf(req), clientOf(req))),
);
