// POST /api/cuenta/seguridad/totp/desactivar — form pass, codigo: turns two-factor sign-in off. The
// password is checked with the sign-in rules (counted before it is checked), then a code of the app
// or a recovery code (counted likewise); the owner gets a notice mail, queued with the change.
import { checkFactorRemoval, noticesFor } from '@/lib/account/security';
import { securityRoute } from '@/lib/auth/security-route';
import { disableTotp } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { answerResponse } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const form = await formOf(req);
  const refusal = await checkFactorRemoval(session, form.pass ?? '', clientOf(req), form.codigo ?? '');
  if (refusal) return answerResponse({ ok: false, message: refusal.message });
  const notice = await noticesFor(session, req);
  await disableTotp(customerTotpStore, session.userId, notice({ what: 'totp-off' }));
  log().info({ event: 'auth.totp-disabled', userId: session.userId }, 'two-factor sign-in turned off');
  return answerResponse({ ok: true });
});
