// POST /api/Data/GetFacturaPdf — body an invoice object; only its `id` is read, the rest is ignored.
// Answers { fichero: base64 PDF, nombre } for the hotel's billing contact.
import { accountRoute, requireSession } from '@/lib/auth/route';
import { numberFromJson } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { jsonOf } from '@/lib/http/route';
import { invoicePdf } from '@/lib/invoices/service';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const session = await requireSession(jar);
  const invoiceId = numberFromJson(await jsonOf(req), ['id']);
  return jsonResponse(await invoicePdf(session, invoiceId));
});
