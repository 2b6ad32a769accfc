// POST /api/Data/NuevoContacto — contact enquiry from /contacto (CONTRACT.md "Enquiry forms"): text/plain OK, RQFALSE, or a refusal.
import { submitEnquiry } from '@/lib/enquiries/service';
import { readForm } from '@/lib/http/body';
import { textResponse } from '@/lib/http/errors';
import { apiRoute, bodyLimit, clientOf } from '@/lib/http/route';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'text', async (req) => {
  const fields = await readForm(req, bodyLimit());
  return textResponse(await submitEnquiry('contact', fields, clientOf(req)));
});
