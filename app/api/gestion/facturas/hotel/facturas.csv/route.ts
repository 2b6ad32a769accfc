// GET /api/gestion/facturas/hotel/facturas.csv?hotel=ID&anio&tipo&q — the file the hotel's billing
// contact gets from /micuenta/facturas.csv with the same query, for staff looking at the list as
// the customer sees it; one of the back office's few exports at once (the next wait their turn, 429 past the queue, lib/http/exports.ts).
import { withExportSlot } from '@/lib/http/exports';
import { staffDownload } from '@/lib/invoices/downloads';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'invoices.manage', async (req) =>
  withExportSlot(req.signal, () => staffDownload(new URL(req.url), 'csv')),
);
