// POST /api/cuenta/seguridad/totp/confirmar — form codigo: confirms enrolment with a current code and
// answers the ten recovery codes, once.
import { requireSecondFactorEnrolment, secondFactorAdded } from '@/lib/account/security';
import { securityRoute } from '@/lib/auth/security-route';
import { confirmTotpEnrolment } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { readForm } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { bodyLimit } from '@/lib/http/route';
import { log } from '@/lib/log';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = securityRoute(async (req, session) => {
  const form = await readForm(req, bodyLimit());
  await requireSecondFactorEnrolment(session);
  const codes = await confirmTotpEnrolment(customerTotpStore, session.userId, (form.codigo ?? '').slice(0, 32));
  if (!codes) return jsonResponse({ ok: false, mensaje: 'El código no es correcto. Escribe el que muestra ahora tu aplicación.' });
  await secondFactorAdded(session);
  log().info({ event: 'auth.totp-enabled', userId: session.userId }, 'two-factor sign-in turned on');
  return jsonResponse({ ok: true, codigos: codes });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
