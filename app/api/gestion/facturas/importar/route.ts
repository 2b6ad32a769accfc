// POST /api/gestion/facturas/importar — multipart `fichero`: the billing system's CSV (up to 5 MB),
// kept for its preview; nothing is imported yet. Answers { ok, id, then: the preview's address }.
// Atención al cliente and administración.
import { receiveInvoiceCsv } from '@/lib/invoices/staff/uploads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'invoices.manage',
  async (req, staff) => receiveInvoiceCsv(req, staff),
);
