// POST /api/cuenta/seguridad/llaves/registrar — JSON {respuesta, nombre}: the browser's answer to
// the registration options; the passkey is stored when it checks out (with user verification, for a
// user whose hotel demands two factors, as the options asked) and the owner gets a notice mail.
import {
  noticesFor,
  requireSecondFactorEnrolment,
  secondFactorAdded,
  SIGN_IN_AGAIN_WITH_NEW_FACTOR,
} from '@/lib/account/security';
import { mustVerifyPasskeyUser } from '@/lib/account/second-factor-requirement';
import { registerPasskey } from '@/lib/auth/passkeys';
import { customerPasskeyStore } from '@/lib/auth/passkey-stores';
import { securityRoute } from '@/lib/auth/security-route';
import { answerResponse, refusals } from '@/lib/http/errors';
import { jsonOf } from '@/lib/http/route';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

const NOT_REGISTERED = 'No se ha podido registrar la llave de acceso. Inténtalo de nuevo.';
const NOT_VERIFIED =
  'No se ha podido registrar la llave de acceso. Tu hotel exige la verificación en dos pasos, así que la llave tiene que comprobar que eres tú (PIN, huella o cara): configúrale un PIN o usa otra.';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = securityRoute('POST', async (req, session, jar) => {
  const body = (await jsonOf(req)) as { respuesta?: unknown; nombre?: unknown } | null;
  if (!body || typeof body !== 'object' || !body.respuesta || typeof body.respuesta !== 'object')
    throw refusals.badRequest();
  await requireSecondFactorEnrolment(session);
  const requireUserVerification = await mustVerifyPasskeyUser(session.userId);
  const notice = await noticesFor(session, req);
  const ok = await registerPasskey(
    jar,
    session.userId,
    body.respuesta as never,
    typeof body.nombre === 'string' ? body.nombre : '',
    customerPasskeyStore,
    {
      requireUserVerification,
      notice: (name) => notice({ what: 'passkey-added', name }),
    },
  );
  if (!ok) return answerResponse({ ok: false, message: requireUserVerification ? NOT_VERIFIED : NOT_REGISTERED });
  const { signInAgain } = await secondFactorAdded(session);
  log().info({ event: 'auth.passkey-added', userId: session.userId }, 'passkey added');
  return answerResponse({ ok: true, ...(signInAgain ? { message: SIGN_IN_AGAIN_WITH_NEW_FACTOR } : {}) });
});
