// GET /api/health — 200 when the database answers, 503 otherwise (for load balancers and Docker).
// `stuckMail` counts mail waiting longer than OUTBOX_STUCK_SECONDS: a warning for monitoring, not
// a reason to take the instance out of service (the site works; the mail server is the problem).
// `serverLayers` says which layers of the server (server/) are on: one turned off because Next.js
// or its build changed is a warning for monitoring too (the site works, plainer and slower).
import { databaseReachable } from '@/lib/db/health';
import { jsonResponse } from '@/lib/http/errors';
import { stuckMailCount } from '@/lib/mail/outbox';
import { otherMethods } from '@/lib/http/methods';
import { serverLayers } from '@/lib/server-layers';

export const dynamic = 'force-dynamic';

export async function GET() {
  if (!(await databaseReachable())) return jsonResponse({ status: 'unavailable', serverLayers: serverLayers() }, 503);
  return jsonResponse({
    status: 'ok',
    stuckMail: await stuckMailCount().catch(() => null),
    serverLayers: serverLayers(),
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'GET');
