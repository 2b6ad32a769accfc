// POST /api/gestion/facturas/originales — multipart `ficheros` (several PDFs named NUMBER.pdf, or
// one ZIP of them) and `sustituir=1` to replace originals already attached: a report of matched,
// unmatched and invalid files. A ZIP past its limits (entries, sizes) is refused whole (422).
import { otherMethods } from '@/lib/http/methods';
import { receiveOriginals } from '@/lib/invoices/staff/uploads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('invoices.manage', async (req, staff) => receiveOriginals(req, staff));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
