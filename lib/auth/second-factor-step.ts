// VerificarSegundoFactor: the code (TOTP or recovery) of a pending sign-in. Answers like
// LoginUsuario; on success the caller starts the session (or, with a temporary password, the
// forced change follows with the second factor already done).
import 'server-only';
import { db } from '@/lib/db';
import { consume, forget, type LimitRule } from '@/lib/http/rate-limit';
import { log } from '@/lib/log';
import type { CookieJar } from './cookies';
import { accountKey, accountRule } from './lockout';
import { clearPendingSignIn, PENDING_SECONDS, PENDING_TRIES, readPendingSignIn, startPendingSignIn } from './second-factor';
import { emailTag, failedAnswer, lockIfLastFailure, type LoginAnswer } from './sign-in';
import { verifySecondFactor } from './totp';

const pendingRule: LimitRule = { name: 'tfa-pending', points: PENDING_TRIES, durationSeconds: PENDING_SECONDS };

export const SECOND_FACTOR_MESSAGES = {
  SegundoFactorCaducado: 'La verificación ha caducado. Vuelve a entrar con tu correo y tu contraseña.',
  SegundoFactorIntentos: 'Demasiados códigos incorrectos. Vuelve a entrar con tu correo y tu contraseña.',
  SegundoFactorIncorrecto: 'El código no es correcto o ya se ha usado. Prueba con el código que muestra ahora tu aplicación.',
} as const;

function refused(key: keyof typeof SECOND_FACTOR_MESSAGES, email = ''): LoginAnswer {
  return { loginok: false, regenerarpass: false, email, exceptionmessage: SECOND_FACTOR_MESSAGES[key], exceptionmessagetraducible: key };
}

export async function verifyPendingSignIn(jar: CookieJar, code: string, client: string): Promise<{ answer: LoginAnswer; userId: number | null }> {
  const pending = await readPendingSignIn(jar);
  const user = pending && !pending.verified ? await db().user.findUnique({ where: { id: pending.uid }, select: { id: true, email: true, mustChangePassword: true } }) : null;
  if (!pending || !user) {
    clearPendingSignIn(jar);
    return { answer: refused('SegundoFactorCaducado'), userId: null };
  }
  const attempt = { event: 'auth.second-factor', emailTag: emailTag(user.email), userId: user.id, client };
  if (!(await consume(pendingRule, pending.nonce)).allowed) {
    clearPendingSignIn(jar);
    log().info({ ...attempt, outcome: 'tooManyCodes' }, 'second factor refused');
    return { answer: refused('SegundoFactorIntentos', user.email), userId: null };
  }
  const counted = await consume(accountRule(), accountKey(user.email));
  if (!counted.allowed) {
    clearPendingSignIn(jar);
    log().info({ ...attempt, outcome: 'accountLocked' }, 'second factor refused');
    return { answer: failedAnswer('accountLocked', user.email), userId: null };
  }
  const factor = await verifySecondFactor(user.id, code.slice(0, 64));
  if (!factor) {
    await lockIfLastFailure(user.email, counted.count, { userId: user.id, client });
    log().info({ ...attempt, outcome: 'wrongCode' }, 'second factor refused');
    return { answer: refused('SegundoFactorIncorrecto', user.email), userId: null };
  }
  await forget(accountRule(), accountKey(user.email));
  log().info({ ...attempt, outcome: 'ok', factor }, 'second factor accepted');
  if (user.mustChangePassword) {
    // The forced change of a temporary password comes after the second factor, not instead of it.
    await startPendingSignIn(jar, user.id, true);
    return { answer: failedAnswer('mustChangePassword', user.email, true), userId: null };
  }
  clearPendingSignIn(jar);
  return { answer: { loginok: true, regenerarpass: false, email: user.email, exceptionmessage: '', exceptionmessagetraducible: '' }, userId: user.id };
}
