// POST /api/gestion/consultas/:id — form estado and/or asignada (a staff id, or empty for nobody):
// the enquiry's workflow. Atención al cliente and administración.
import { readForm } from '@/lib/http/body';
import { jsonResponse, refusals } from '@/lib/http/errors';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { updateEnquiry } from '@/lib/enquiries/staff/inbox';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('enquiries.work', async (req, staff) => {
  const id = idFromPath(req, 'consultas');
  const form = await readForm(req, bodyLimit());
  const assignee = form.asignada === undefined ? undefined : /^\d{1,9}$/.test(form.asignada) ? Number(form.asignada) : null;
  const answer = await updateEnquiry(staff, id, { state: form.estado, assigneeId: assignee }, clientOf(req));
  if (!answer) throw refusals.notFound();
  return jsonResponse(answer);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
