// POST /api/cuenta/equipo/tipo — form or JSON `hotel`, `contacto` (a contact id of the team), `tipo`
// (1|2): the hotel's billing contact changes a colleague's type; the hotel keeps a billing contact (409).
import { changeColleagueType, hotelIdOf } from '@/lib/account/team';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, fieldsOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const fields = await fieldsOf(req);
  return answerResponse(await changeColleagueType(session, hotelIdOf(fields.hotel), fields, clientOf(req)));
});
