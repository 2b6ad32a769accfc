// POST /api/gestion/soporte/casos/:id/nota — multipart `texto` and files `adjuntos`: an internal
// note, seen by staff only (never in the customer's pages, API or mails). Soporte técnico,
// atención al cliente, administración.
import { answer } from '@/lib/account/staff/actions';
import { clientOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { addInternalNote, caseWorker } from '@/lib/support/staff/case-work';
import { readCaseForm, staffUploader } from '@/lib/support/submission';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'cases.work',
  numericId,
  async (req, staff, { params: { id } }) => {
    const submission = await readCaseForm(req, staffUploader(staff.staffId));
    return answer(() => addInternalNote(caseWorker(staff, clientOf(req)), id, submission));
  },
);
