// POST /api/gestion/correo/:id/reintentar — "Reintentar ahora": a pending or failed outbox mail
// becomes due at once (sent by a worker's claim, so once). Roles with outbox.read; audited.
import { jsonResponse, refusals } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { clientOf } from '@/lib/http/route';
import { retryOutboxMail } from '@/lib/mail/staff/outbox';
import { idFromPath } from '@/lib/staff/path-id';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('outbox.read', async (req, staff) => {
  const answer = await retryOutboxMail(staff, idFromPath(req, 'correo'), clientOf(req));
  if (!answer) throw refusals.notFound();
  return jsonResponse(answer, answer.ok ? 200 : 409);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
