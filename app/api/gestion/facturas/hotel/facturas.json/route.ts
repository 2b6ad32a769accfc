// GET /api/gestion/facturas/hotel/facturas.json?hotel=ID&anio&tipo&q&pagina — the page of the list
// the hotel's billing contact gets from /micuenta/facturas.json with the same query, for the back
// office's copy of the panel (/gestion/facturas?hotel=ID).
import { jsonResponse } from '@/lib/http/errors';
import { staffListView } from '@/lib/invoices/downloads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'invoices.manage', async (req) =>
  jsonResponse(await staffListView(new URL(req.url)), 200, { 'cache-control': 'private, no-store' }),
);
