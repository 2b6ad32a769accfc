// POST /api/gestion/soporte/casos/:id/responder — multipart `texto`, files `adjuntos` (up to 5 of
// 10 MB: images, PDF, text, ZIP) and optional `estado` (en_curso, esperando_cliente, resuelta): a
// reply the customer sees, mailed to the case's followers; the first one stops the first-response
// clock. Soporte técnico, atención al cliente, administración.
import { answer } from '@/lib/account/staff/actions';
import { clientOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { caseWorker, replyAsStaff } from '@/lib/support/staff/case-work';
import { readCaseForm, staffUploader } from '@/lib/support/submission';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'cases.work',
  numericId,
  async (req, staff, { params: { id } }) => {
    const submission = await readCaseForm(req, staffUploader(staff.staffId));
    return answer(() => replyAsStaff(caseWorker(staff, clientOf(req)), id, submission));
  },
);
