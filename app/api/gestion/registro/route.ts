// GET /api/gestion/registro?persona&accion&objeto&id&desde&hasta — the filtered audit trail as a
// spreadsheet CSV (UTF-8 BOM, `;`, formulas defused), every entry, streamed (lib/audit/export.ts);
// one of the few exports at once (the next wait their turn, 429 past the queue, lib/http/exports.ts). Administración only.
import { auditFilterFrom } from '@/lib/audit/filter';
import { auditCsvStream } from '@/lib/audit/export';
import { csvFile, withExportSlot } from '@/lib/http/exports';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'audit.read', async (req) => {
  const { filter } = auditFilterFrom(new URL(req.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return withExportSlot(req.signal, async () => csvFile(auditCsvStream(filter), `registro-${day}.csv`));
});
