// POST /api/estado/confirmar — form token: uses a status subscription's opt-in link (once);
// answers 303 to the page that says what happened.
import { apiRoute, formOf } from '@/lib/http/route';
import { confirmSubscription } from '@/lib/status/subscriptions';
import { outcomePage } from '@/lib/status/subscriptions-outcomes';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'text', async (req) => {
  const outcome = await confirmSubscription((await formOf(req)).token ?? '');
  return new Response(null, { status: 303, headers: { location: outcomePage(outcome) } });
});
