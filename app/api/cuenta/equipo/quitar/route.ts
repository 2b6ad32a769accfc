// POST /api/cuenta/equipo/quitar — form or JSON `hotel`, `contacto`: the hotel's billing contact
// removes a colleague (or themselves) from the hotel; the hotel keeps a billing contact (409).
import { hotelIdOf, removeColleague } from '@/lib/account/team';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, fieldsOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const fields = await fieldsOf(req);
  return answerResponse(await removeColleague(session, hotelIdOf(fields.hotel), fields, clientOf(req)));
});
