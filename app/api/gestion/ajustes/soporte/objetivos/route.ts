// POST /api/gestion/ajustes/soporte/objetivos — form prioridad, horario (laboral|continuo), primera,
// primeraUnidad, resolucion, resolucionUnidad (min|h|d): one priority's response targets. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';
import { saveTarget } from '@/lib/support/staff/target-settings';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'support.settings',
  async (req, staff) => answerResponse(await saveTarget(staff, await formOf(req), clientOf(req))),
);
