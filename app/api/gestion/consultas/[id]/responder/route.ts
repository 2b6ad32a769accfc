// POST /api/gestion/consultas/:id/responder — form texto: a reply to the visitor through the
// outbox (from MAIL_FROM, Reply-To the staff member), kept in the enquiry's thread.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { replyToEnquiry } from '@/lib/enquiries/staff/inbox';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'enquiries.work',
  numericId,
  async (req, staff, { params: { id } }) => {
    const form = await formOf(req);
    const answer = await replyToEnquiry(staff, id, form.texto ?? '', clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
