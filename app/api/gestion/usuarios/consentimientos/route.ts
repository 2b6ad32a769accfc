// GET /api/gestion/usuarios/consentimientos — every customer's mail consents (given and withdrawn,
// with the sentence agreed to and where) as a spreadsheet CSV, newest first, streamed
// (lib/mail/staff/consents.ts); one of the few exports at once (the next wait their turn, 429 past the queue, lib/http/exports.ts).
import { csvFile, withExportSlot } from '@/lib/http/exports';
import { consentCsvStream } from '@/lib/mail/staff/consents';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = staffRoute('GET', 'customers.manage', async (req) => {
  const day = new Date().toISOString().slice(0, 10);
  return withExportSlot(req.signal, async () => csvFile(consentCsvStream(), `consentimientos-${day}.csv`));
});
