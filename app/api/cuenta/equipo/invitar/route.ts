// POST /api/cuenta/equipo/invitar — form or JSON `hotel`, `email`, `nombre`, `puesto`, `tipo` (1|2):
// the hotel's billing contact adds a colleague (the invitation link for a new person).
import { hotelIdOf, inviteColleague } from '@/lib/account/team';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, fieldsOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const fields = await fieldsOf(req);
  return answerResponse(await inviteColleague(session, hotelIdOf(fields.hotel), fields, clientOf(req)));
});
