// POST /api/Data/GetFacturasHotelContacto — body an id_hotel; its invoices, newest first, for its
// billing contact (type 1) only.
import { accountRoute, requireSession } from '@/lib/auth/route';
import { numberFromJson } from '@/lib/http/body';
import { jsonTextResponse } from '@/lib/http/errors';
import { jsonOf } from '@/lib/http/route';
import { invoicesAnswer } from '@/lib/invoices/service';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const session = await requireSession(jar);
  const hotelId = numberFromJson(await jsonOf(req), ['id_hotel']);
  return jsonTextResponse(await invoicesAnswer(session, hotelId));
});
