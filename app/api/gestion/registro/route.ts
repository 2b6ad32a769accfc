// GET /api/gestion/registro?persona&accion&objeto&id&desde&hasta — the filtered audit trail as a
// spreadsheet CSV (UTF-8 BOM, `;`, formulas defused). Administración only.
import { auditFilterFrom } from '@/lib/audit/filter';
import { auditCsv } from '@/lib/audit/trail';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'audit.read', async (req) => {
  const { filter } = auditFilterFrom(new URL(req.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await auditCsv(filter), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="registro-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
});
