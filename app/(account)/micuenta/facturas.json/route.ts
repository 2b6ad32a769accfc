// GET /micuenta/facturas.json?hotel=5&anio=todos&tipo=&q=&pagina=2 — the account page's invoice
// list when the customer switches hotel, changes a filter or turns a page: one page of 50 rows
// (with number and due date, beyond the contract's shape) and the sums of the whole selection
// (lib/invoices/list-view.ts; docs/CONTRACT.md). Same filters and authorisation as the downloads.
import { accountHandler, requireSession } from '@/lib/auth/route';
import { jsonResponse } from '@/lib/http/errors';
import { accountListView } from '@/lib/invoices/downloads';

export const dynamic = 'force-dynamic';

export const GET = accountHandler(async (req, jar) =>
  jsonResponse(await accountListView(await requireSession(jar), new URL(req.url)), 200, {
    'cache-control': 'private, no-store',
  }),
);
