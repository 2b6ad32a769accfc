// POST /api/cuenta/datos — form or JSON `hotel`, `nombre`, `puesto`, `telefono`, `telefono2`,
// `otrosEmails`: the signed-in contact's own details at one of their hotels (lib/account/own-contact.ts).
import { updateOwnContact } from '@/lib/account/own-contact';
import { hotelIdOf } from '@/lib/account/team';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, fieldsOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const fields = await fieldsOf(req);
  return answerResponse(await updateOwnContact(session, hotelIdOf(fields.hotel), fields, clientOf(req)));
});
