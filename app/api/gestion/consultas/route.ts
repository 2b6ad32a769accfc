// GET /api/gestion/consultas?tipo&estado&asignada&desde&hasta&q — the filtered enquiries as a
// spreadsheet CSV (UTF-8 BOM, `;`, formulas defused). The export itself is audited.
import { recordAudit } from '@/lib/audit/trail';
import { inboxCsv, inboxFilterFrom } from '@/lib/enquiries/staff/inbox';
import { clientOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'enquiries.work', async (req, staff) => {
  const params = new URL(req.url).searchParams;
  const { filter } = inboxFilterFrom(params);
  const csv = await inboxCsv(filter);
  params.delete('pagina');
  // The search words may be someone's name or address: the trail says only that there were some.
  if (params.get('q')) params.set('q', '…');
  await recordAudit({
    actor: { id: staff.staffId, email: staff.email },
    action: 'enquiry.exported',
    objectType: 'consulta',
    changes: { filtro: params.toString() || 'todas' },
    client: clientOf(req),
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="consultas-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
});
