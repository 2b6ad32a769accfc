// POST /api/cuenta/seguridad/totp/desactivar — form pass, codigo: turns two-factor sign-in off. The
// password is checked with the sign-in rules (counted before it is checked), then a code.
import { securityRoute } from '@/lib/auth/security-route';
import { sessionEmail } from '@/lib/auth/session';
import { authenticate, failedAnswer } from '@/lib/auth/sign-in';
import { disableTotp, verifySecondFactor } from '@/lib/auth/totp';
import { readForm } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { log } from '@/lib/log';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const POST = securityRoute(async (req, session) => {
  const form = await readForm(req, bodyLimit());
  const email = await sessionEmail(session);
  const outcome = await authenticate(email, form.pass ?? '', clientOf(req));
  if (!outcome.ok) {
    const mensaje = outcome.key === 'invalidCredentials' ? 'La contraseña no es correcta.' : failedAnswer(outcome.key, email).exceptionmessage;
    return jsonResponse({ ok: false, mensaje });
  }
  if (!(await verifySecondFactor(session.userId, (form.codigo ?? '').slice(0, 64)))) {
    return jsonResponse({ ok: false, mensaje: 'El código no es correcto o ya se ha usado.' });
  }
  await disableTotp(session.userId);
  log().info({ event: 'auth.totp-disabled', userId: session.userId }, 'two-factor sign-in turned off');
  return jsonResponse({ ok: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
