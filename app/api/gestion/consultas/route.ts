// GET /api/gestion/consultas?tipo&estado&asignada&desde&hasta&q — the filtered enquiries as a
// spreadsheet CSV (UTF-8 BOM, `;`, formulas defused), every one, streamed
// (lib/enquiries/staff/export.ts); one of the few exports at once (the next wait their turn, 429 past the queue,
// lib/http/exports.ts). The export itself is audited.
import { recordAudit } from '@/lib/audit/trail';
import { inboxCsvStream } from '@/lib/enquiries/staff/export';
import { inboxFilterFrom } from '@/lib/enquiries/staff/inbox';
import { csvFile, withExportSlot } from '@/lib/http/exports';
import { clientOf } from '@/lib/http/route';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'enquiries.work', async (req, staff) => {
  const params = new URL(req.url).searchParams;
  const { filter } = inboxFilterFrom(params);
  params.delete('pagina');
  // The search words may be someone's name or address: the trail says only that there were some.
  if (params.get('q')) params.set('q', '…');
  return withExportSlot(req.signal, async () => {
    await recordAudit({
      actor: { id: staff.staffId, email: staff.email },
      action: 'enquiry.exported',
      objectType: 'consulta',
      changes: { filtro: params.toString() || 'todas' },
      client: clientOf(req),
    });
    const day = new Date().toISOString().slice(0, 10);
    return csvFile(inboxCsvStream(filter), `consultas-${day}.csv`);
  });
});
