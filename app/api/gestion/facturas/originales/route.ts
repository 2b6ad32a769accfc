// POST /api/gestion/facturas/originales — multipart `ficheros` (several PDFs named NUMBER.pdf, or
// one ZIP of them) and `sustituir=1` to replace originals already attached: a report of matched,
// unmatched and invalid files. A ZIP past its limits (entries, sizes) is refused whole (422).
import { receiveOriginals } from '@/lib/invoices/staff/uploads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'invoices.manage',
  async (req, staff) => receiveOriginals(req, staff),
);
