// POST /api/cuenta/seguridad/totp/confirmar — form codigo: confirms enrolment with a current code and
// answers the ten recovery codes, once; the owner gets a notice mail. `message` beside them: this
// session still has not proved a second factor (the account had one before) and the user's hotel
// demands it, so the invoices wait for a sign-in with the new app.
import {
  noticesFor,
  requireSecondFactorEnrolment,
  secondFactorAdded,
  SIGN_IN_AGAIN_WITH_NEW_FACTOR,
} from '@/lib/account/security';
import { securityRoute } from '@/lib/auth/security-route';
import { confirmTotpEnrolment } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { answerResponse } from '@/lib/http/errors';
import { formOf } from '@/lib/http/route';
import { log } from '@/lib/log';
import { queueMail } from '@/lib/mail/queue';

export const dynamic = 'force-dynamic';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session) => {
  const form = await formOf(req);
  await requireSecondFactorEnrolment(session);
  const codes = await confirmTotpEnrolment(customerTotpStore, session.userId, (form.codigo ?? '').slice(0, 32));
  if (!codes)
    return answerResponse({
      ok: false,
      message: 'El código no es correcto. Escribe el que muestra ahora tu aplicación.',
    });
  // The app is in force from the conditional update that enabled it; the notice follows at once.
  await queueMail((await noticesFor(session, req))({ what: 'totp-on' }));
  const { signInAgain } = await secondFactorAdded(session);
  log().info({ event: 'auth.totp-enabled', userId: session.userId }, 'two-factor sign-in turned on');
  return answerResponse({ ok: true, codes, ...(signInAgain ? { message: SIGN_IN_AGAIN_WITH_NEW_FACTOR } : {}) });
});
