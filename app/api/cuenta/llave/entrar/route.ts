// POST /api/cuenta/llave/entrar — JSON: the browser's passkey answer. Answers like LoginUsuario; a
// passkey sign-in is complete by itself (no password, no second factor). Counted per address first.
// The session counts as having proved a second factor only when the authenticator verified the user
// (PIN, biometrics): a passkey without it is one factor, like the password, and a user whose hotel
// demands two is sent to Seguridad as after a password sign-in (inscribirsegundofactor).
import { addressRule } from '@/lib/auth/lockout';
import { verifyPasskeySignIn } from '@/lib/auth/passkeys';
import { accountRoute } from '@/lib/auth/route';
import { dropCarriedSession, startSession } from '@/lib/auth/session';
import { enrolmentHint } from '@/lib/account/sign-in';
import { customerSignInWhere, failedAnswer } from '@/lib/auth/sign-in';
import { jsonResponse } from '@/lib/http/errors';
import { consume, refund } from '@/lib/http/rate-limit';
import { clientOf, jsonOf } from '@/lib/http/route';
import { db } from '@/lib/db';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

const REFUSED = 'No hemos podido comprobar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = accountRoute('POST', async (req, jar) => {
  const client = clientOf(req);
  if (!(await consume(addressRule(), client)).allowed) return jsonResponse(failedAnswer('tooManyAttempts', ''));
  const body = await jsonOf(req);
  const checked = body && typeof body === 'object' ? await verifyPasskeySignIn(jar, body as never) : null;
  // A disabled account's passkey (or one of an account without a hotel) is refused like an unknown one.
  const user =
    checked === null
      ? null
      : await db().user.findFirst({
          where: { id: checked.ownerId, ...customerSignInWhere },
          select: { id: true, email: true },
        });
  if (!checked || !user) {
    log().info({ event: 'auth.sign-in', method: 'passkey', outcome: 'passkeyRefused', client }, 'sign-in refused');
    return jsonResponse({
      loginok: false,
      regenerarpass: false,
      email: '',
      exceptionmessage: REFUSED,
      exceptionmessagetraducible: 'passkeyRefused',
    });
  }
  await refund(addressRule(), client);
  await dropCarriedSession(jar);
  const verified = checked.userVerified;
  await startSession(jar, user.id, new Date(), req.headers.get('user-agent') ?? '', verified, {
    method: 'passkey',
    client,
  });
  log().info(
    { event: 'auth.sign-in', method: 'passkey', outcome: 'ok', userId: user.id, client, userVerified: verified },
    'signed in',
  );
  const hint = verified ? {} : await enrolmentHint(user.id);
  return jsonResponse({
    loginok: true,
    regenerarpass: false,
    email: user.email,
    exceptionmessage: '',
    exceptionmessagetraducible: '',
    ...hint,
  });
});
