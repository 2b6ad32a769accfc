// POST /api/cuenta/llave/entrar — JSON: the browser's passkey answer. Answers like LoginUsuario; a
// passkey sign-in is complete by itself (no password, no second factor). Counted per address first.
import { addressRule } from '@/lib/auth/lockout';
import { verifyPasskeySignIn } from '@/lib/auth/passkeys';
import { accountRoute } from '@/lib/auth/route';
import { dropCarriedSession, startSession } from '@/lib/auth/session';
import { failedAnswer } from '@/lib/auth/sign-in';
import { readJson } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/errors';
import { consume, refund } from '@/lib/http/rate-limit';
import { bodyLimit, clientOf } from '@/lib/http/route';
import { db } from '@/lib/db';
import { log } from '@/lib/log';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

const REFUSED = 'No hemos podido comprobar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.';

export const POST = accountRoute(async (req, jar) => {
  const client = clientOf(req);
  if (!(await consume(addressRule(), client)).allowed) return jsonResponse(failedAnswer('tooManyAttempts', ''));
  const body = await readJson(req, bodyLimit());
  const userId = body && typeof body === 'object' ? await verifyPasskeySignIn(jar, body as never) : null;
  // A disabled account's passkey is refused like an unknown one.
  const user = userId === null ? null : await db().user.findFirst({ where: { id: userId, disabledAt: null }, select: { id: true, email: true } });
  if (!user) {
    log().info({ event: 'auth.sign-in', method: 'passkey', outcome: 'passkeyRefused', client }, 'sign-in refused');
    return jsonResponse({ loginok: false, regenerarpass: false, email: '', exceptionmessage: REFUSED, exceptionmessagetraducible: 'passkeyRefused' });
  }
  await refund(addressRule(), client);
  await dropCarriedSession(jar);
  await startSession(jar, user.id, new Date(), req.headers.get('user-agent') ?? '', true);
  log().info({ event: 'auth.sign-in', method: 'passkey', outcome: 'ok', userId: user.id, client }, 'signed in');
  return jsonResponse({ loginok: true, regenerarpass: false, email: user.email, exceptionmessage: '', exceptionmessagetraducible: '' });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'POST');
