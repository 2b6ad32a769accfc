// POST /api/cuenta/datos/correccion — form or JSON `hotel`, the hotel's fields as the contract names
// them (`nombrehotel`, `nombrehotelFiscal`, `cif`, `direccion`…) and `comentario`: a billing contact
// asks for a correction of the hotel's data, opened as a support case (lib/support/hotel-correction.ts).
import { hotelIdOf } from '@/lib/account/team';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, fieldsOf } from '@/lib/http/route';
import { requestHotelCorrection } from '@/lib/support/hotel-correction';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const fields = await fieldsOf(req);
  return answerResponse(await requestHotelCorrection(session, hotelIdOf(fields.hotel), fields, clientOf(req)));
});
