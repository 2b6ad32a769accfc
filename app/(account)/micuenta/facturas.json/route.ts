// GET /micuenta/facturas.json?hotel=5&anio=todos — the account page's invoice list (with number
// and due date, beyond the contract's shape) when the customer switches hotel. Same filters and
// authorisation as the downloads.
import { accountRoute, requireSession } from '@/lib/auth/route';
import { jsonResponse } from '@/lib/http/errors';
import { selectInvoices } from '@/lib/invoices/downloads';

export const dynamic = 'force-dynamic';

export const GET = accountRoute(async (req, jar) => {
  const { invoices } = await selectInvoices(await requireSession(jar), new URL(req.url));
  return jsonResponse(invoices, 200, { 'cache-control': 'private, no-store' });
});
