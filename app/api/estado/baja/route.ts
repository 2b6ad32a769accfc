// POST /api/estado/baja?token=… — one-click unsubscribe from the status mails (RFC 8058: the mail's
// List-Unsubscribe URL, posted with `List-Unsubscribe=One-Click` by the mail client, no session):
// 200. The page's own form posts `token` instead and is sent on (303) to what happened.
// GET /api/estado/baja?token=… (the same URL opened in a browser) leads to the page that asks first.
import { otherMethods } from '@/lib/http/methods';
import { apiHandler, formOf } from '@/lib/http/route';
import { unsubscribe } from '@/lib/status/subscriptions';
import { OUTCOME_TEXTS, outcomePage } from '@/lib/status/subscriptions-outcomes';

export const dynamic = 'force-dynamic';

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('text', 'GET', 'POST');

export const GET = apiHandler('text', async (req) => {
  const token = new URL(req.url).searchParams.get('token') ?? '';
  const page = `/estado/suscripcion?accion=baja&token=${encodeURIComponent(token)}`;
  return new Response(null, { status: 303, headers: { location: page } });
});

export const POST = apiHandler('text', async (req) => {
  const form = await formOf(req);
  const token = new URL(req.url).searchParams.get('token') ?? form.token ?? '';
  const outcome = await unsubscribe(token);
  if (form['List-Unsubscribe'] === 'One-Click')
    return new Response(OUTCOME_TEXTS[outcome], {
      status: outcome === 'baja' ? 200 : 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  return new Response(null, { status: 303, headers: { location: outcomePage(outcome) } });
});
