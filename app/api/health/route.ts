// GET /api/health — 200 when the database answers, 503 otherwise (for load balancers and Docker).
// `stuckMail` counts mail waiting longer than OUTBOX_STUCK_SECONDS: a warning for monitoring, not
// a reason to take the instance out of service (the site works; the mail server is the problem).
import { databaseReachable } from '@/lib/db/health';
import { jsonResponse } from '@/lib/http/errors';
import { stuckMailCount } from '@/lib/mail/outbox';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export async function GET() {
  if (!(await databaseReachable())) return jsonResponse({ status: 'unavailable' }, 503);
  return jsonResponse({ status: 'ok', stuckMail: await stuckMailCount().catch(() => null) });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'GET');
