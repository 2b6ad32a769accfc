// GET /micuenta/facturas.zip?hotel=5&anio=2025&tipo=soporte&q=… — the selected invoices, one PDF
// each named by its number, streamed as they are built. Authorised as GetFacturaPdf (401/403).
import { accountHandler, requireSession } from '@/lib/auth/route';
import { zipDownload } from '@/lib/invoices/downloads';

export const dynamic = 'force-dynamic';

export const GET = accountHandler(async (req, jar) => zipDownload(await requireSession(jar), new URL(req.url)));
