// POST /api/gestion/consultas/:id — form estado and/or asignada (a staff id, or empty for nobody):
// the enquiry's workflow. Atención al cliente and administración.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { updateEnquiry } from '@/lib/enquiries/staff/inbox';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'enquiries.work',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    const assignee =
      form.asignada === undefined ? undefined : /^\d{1,9}$/.test(form.asignada) ? Number(form.asignada) : null;
    const answer = await updateEnquiry(staff, id, { state: form.estado, assigneeId: assignee }, clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
