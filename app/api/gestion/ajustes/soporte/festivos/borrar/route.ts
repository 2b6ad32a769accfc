// POST /api/gestion/ajustes/soporte/festivos/borrar — form fecha: removes a holiday; 404 for a date
// not listed. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';
import { removeHoliday } from '@/lib/support/staff/target-settings';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'support.settings',
  async (req, staff) => answerResponse(await removeHoliday(staff, await formOf(req), clientOf(req))),
);
