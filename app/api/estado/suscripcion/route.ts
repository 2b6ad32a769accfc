// POST /api/estado/suscripcion — form email, componente-<id>, web (honeypot): asks for a status
// subscription (double opt-in: mails the confirmation link), counted per client address and per
// address mailed; answers 303 to the page that says what happened (a plain form, no script).
import { clientOf, formOf } from '@/lib/http/route';
import { apiRoute } from '@/lib/http/route';
import { subscribe } from '@/lib/status/subscriptions';
import { outcomePage } from '@/lib/status/subscriptions-outcomes';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = apiRoute('POST', 'text', async (req) => {
  const outcome = await subscribe(await formOf(req), clientOf(req));
  return new Response(null, { status: 303, headers: { location: outcomePage(outcome) } });
});
