// GET /api/health — 200 when the database answers, 503 otherwise (for load balancers and Docker).
import { databaseReachable } from '@/lib/db/health';
import { jsonResponse } from '@/lib/http/errors';

export const dynamic = 'force-dynamic';

export async function GET() {
  return (await databaseReachable()) ? jsonResponse({ status: 'ok' }) : jsonResponse({ status: 'unavailable' }, 503);
}
