// POST /api/gestion/ajustes/soporte/festivos — form fecha (AAAA-MM-DD), nombre: adds a holiday
// working time leaves out; 409 for a date already listed. Audited.
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';
import { addHoliday } from '@/lib/support/staff/target-settings';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'support.settings',
  async (req, staff) => answerResponse(await addHoliday(staff, await formOf(req), clientOf(req))),
);
