// GET /api/gestion/facturas/hotel/facturas.zip?hotel=ID&anio&tipo&q — the file the hotel's billing
// contact gets from /micuenta/facturas.zip with the same query, for staff looking at the list as
// the customer sees it.
import { staffDownload } from '@/lib/invoices/downloads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'invoices.manage', async (req) =>
  staffDownload(new URL(req.url), 'zip'),
);
