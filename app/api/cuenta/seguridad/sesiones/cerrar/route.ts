// POST /api/cuenta/seguridad/sesiones/cerrar — form id (one of the user's own sessions) or
// otras=1 (every session but this one). An ended session's cookie is worthless at once.
import { endOtherSessions, endOwnSession } from '@/lib/account/security';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse } from '@/lib/http/errors';
import { formOf } from '@/lib/http/route';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const form = await formOf(req);
  const ended =
    form.otras === '1' ? await endOtherSessions(session) : Number(await endOwnSession(session, form.id ?? ''));
  log().info(
    { event: 'auth.sessions-ended', userId: session.userId, ended, others: form.otras === '1' },
    'sessions ended by their owner',
  );
  if (ended === 0 && form.otras !== '1')
    return answerResponse({ ok: false, message: 'Esa sesión ya no está abierta.', kind: 'missing' });
  return answerResponse({ ok: true, ended });
});
