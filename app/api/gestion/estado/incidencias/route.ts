// POST /api/gestion/estado/incidencias — form titulo, estado, texto, impacto-<componente>, notificar: opens an incident (its first update), mails the subscribers when asked. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';
import { openIncident } from '@/lib/status/staff/manage';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'status.manage',
  async (req, staff) => answerResponse(await openIncident(staff, await formOf(req), clientOf(req))),
);
