// POST /api/Data/NuevoContactoFormacion — training request from /academia (CONTRACT.md "Enquiry forms"): text/plain OK, RQFALSE, or a refusal.
import { submitEnquiry } from '@/lib/enquiries/service';
import { textResponse } from '@/lib/http/errors';
import { apiRoute, clientOf, formOf } from '@/lib/http/route';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'text', async (req) => {
  const fields = await formOf(req);
  return textResponse(await submitEnquiry('training', fields, clientOf(req)));
});
