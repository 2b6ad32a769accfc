// GET /api/gestion/facturas/hotel/facturas.csv?hotel=ID&anio&tipo&q — the file the hotel's billing
// contact gets from /micuenta/facturas.csv with the same query, for staff looking at the list as
// the customer sees it.
import { otherMethods } from '@/lib/http/methods';
import { staffDownload } from '@/lib/invoices/downloads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('invoices.manage', async (req) => staffDownload(new URL(req.url), 'csv'));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'GET');
