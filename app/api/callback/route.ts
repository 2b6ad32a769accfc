// POST /api/callback — call-back request from the /contacto widget (outside the contract: nombre, telefono, robot); answers like the enquiry forms: text/plain OK, RQFALSE or a refusal.
import { submitEnquiry } from '@/lib/enquiries/service';
import { textResponse } from '@/lib/http/errors';
import { apiRoute, clientOf, formOf } from '@/lib/http/route';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'text', async (req) => {
  const fields = await formOf(req);
  return textResponse(await submitEnquiry('callback', fields, clientOf(req)));
});
