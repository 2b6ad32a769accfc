// POST /api/gestion/correo/:id/reintentar — "Reintentar ahora": a pending or failed outbox mail
// becomes due at once (sent by a worker's claim, so once). Roles with outbox.read; audited.
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import { retryOutboxMail } from '@/lib/mail/staff/outbox';
import { numericId } from '@/lib/http/route-params';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'outbox.read',
  numericId,
  async (req, staff, { params: { id } }) => {
    const answer = await retryOutboxMail(staff, id, clientOf(req));
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
