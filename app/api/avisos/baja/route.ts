// POST /api/avisos/baja?t=<sealed> — RFC 8058 one-click unsubscribe (the List-Unsubscribe address of
// a non-essential mail): turns that person's kind of mail off, without signing in; 404 for a link
// that is not ours. Idempotent. The page's button posts here too (form field `pagina`) and is sent
// back to the page. GET (a mail client that opens the address in a browser) shows the page, which
// asks before turning anything off: link scanners follow GETs.
import { refusals, textResponse } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { apiHandler } from '@/lib/http/route';
import { PREFERENCES } from '@/lib/mail/preference-kinds';
import { unsubscribeWith } from '@/lib/mail/preferences';

export const dynamic = 'force-dynamic';

const page = (token: string, done = false) =>
  new Response(null, {
    status: 303,
    headers: {
      location: `/avisos/baja?t=${encodeURIComponent(token)}${done ? '&hecho=1' : ''}`,
      'cache-control': 'no-store',
    },
  });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = {
  ...otherMethods('json', 'GET', 'POST'),
  GET: apiHandler('json', async (req) => page(new URL(req.url).searchParams.get('t') ?? '')),
  POST: apiHandler('json', async (req) => {
    const token = new URL(req.url).searchParams.get('t') ?? '';
    const done = await unsubscribeWith(token);
    if (!done) throw refusals.of('missing', 'not-found', 'El enlace de baja no es válido.');
    const form = (req.headers.get('content-type') ?? '').includes('form') ? await req.formData() : null;
    if (form?.get('pagina') === '1') return page(token, true);
    return textResponse(`Hecho: ya no recibirás correos de «${PREFERENCES[done.kind].label}».`);
  }),
};
