// POST /api/Data/GetHotelesContactoUsuario — body `-1` or a contact id (only marks the client's
// selection); the signed-in user's hotel contacts.
import { listHotelContacts } from '@/lib/account/contacts';
import { accountRoute, requireSession } from '@/lib/auth/route';
import { numberFromJson } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { jsonOf } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const session = await requireSession(jar);
  numberFromJson(await jsonOf(req), ['id']);
  return jsonResponse(await listHotelContacts(session));
});
