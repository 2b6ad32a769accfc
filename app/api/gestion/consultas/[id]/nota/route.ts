// POST /api/gestion/consultas/:id/nota — form texto: an internal note (timestamped, with its author).
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { addNote } from '@/lib/enquiries/staff/inbox';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'enquiries.work',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    const answer = await addNote(staff, id, form.texto ?? '', clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
