// GET /micuenta/facturas.csv?hotel=5&anio=2025&tipo=soporte&q=… — the selected invoices as CSV for
// Spanish Excel (lib/invoices/csv.ts). Authorised as GetFacturaPdf (401/403).
import { accountHandler, requireSession } from '@/lib/auth/route';
import { csvDownload } from '@/lib/invoices/downloads';

export const dynamic = 'force-dynamic';

export const GET = accountHandler(async (req, jar) => csvDownload(await requireSession(jar), new URL(req.url)));
