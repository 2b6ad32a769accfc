// POST /api/Data/GetFacturasHotelContacto — body an id_hotel; its invoices, newest first, for its
// billing contact (type 1) only.
import { accountRoute, requireSession } from '@/lib/auth/route';
import { numberFromJson, readJson } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { bodyLimit } from '@/lib/http/route';
import { listInvoices } from '@/lib/invoices/service';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = accountRoute(async (req, jar) => {
  const session = await requireSession(jar);
  const hotelId = numberFromJson(await readJson(req, bodyLimit()), ['id_hotel']);
  return jsonResponse(await listInvoices(session, hotelId));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
