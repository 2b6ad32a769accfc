// The second step of a sign-in (customers' VerificarSegundoFactor, staff's code step): the code
// (TOTP or recovery) of a pending sign-in. Each pending sign-in allows PENDING_TRIES codes, and
// every code also counts towards the account's lockout, counted before it is checked.
import 'server-only';
import { db } from '@/lib/db';
import { consume, forget, type LimitRule } from '@/lib/http/rate-limit';
import { log } from '@/lib/log';
import type { CookieJar } from './cookies';
import { accountKey, accountRule, countAccountAttempt } from './lockout';
import {
  clearPendingSignIn,
  PENDING_SECONDS,
  PENDING_TRIES,
  readPendingSignIn,
  spendPendingSignIn,
  startPendingSignIn,
  type PendingScope,
} from './second-factor';
import { customerSignInWhere, emailTag, failedAnswer, lockIfLastFailure, type LoginAnswer } from './sign-in';
import { verifySecondFactor, type TotpStore } from './totp';
import { customerTotpStore } from './totp-stores';

export const pendingRule: LimitRule = { name: 'tfa-pending', points: PENDING_TRIES, durationSeconds: PENDING_SECONDS };

export const SECOND_FACTOR_MESSAGES = {
  SegundoFactorCaducado: 'La verificación ha caducado. Vuelve a entrar con tu correo y tu contraseña.',
  SegundoFactorIntentos: 'Demasiados códigos incorrectos. Vuelve a entrar con tu correo y tu contraseña.',
  SegundoFactorIncorrecto:
    'El código no es correcto o ya se ha usado. Prueba con el código que muestra ahora tu aplicación.',
} as const;

/** Whose pending sign-in: its cookie, how to find the owner, its second factor and lockout counter. */
export interface PendingOwner {
  scope: PendingScope;
  find(id: number): Promise<{ id: number; email: string } | null>;
  store: TotpStore;
  counterKey(email: string): string;
}

export type CodeOutcome =
  | { ok: true; id: number; email: string; factor: 'totp' | 'recovery' }
  | { ok: false; refusal: keyof typeof SECOND_FACTOR_MESSAGES | 'accountLocked'; email: string; id?: number };

/**
 * Checks the code of the request's pending sign-in with every rule and, when it checks out, spends
 * the pending sign-in (its cookie cannot be used again); the caller starts the session.
 */
export async function checkPendingCode(
  jar: CookieJar,
  code: string,
  client: string,
  owner: PendingOwner,
): Promise<CodeOutcome> {
  const pending = await readPendingSignIn(jar, owner.scope);
  const user = pending && !pending.verified ? await owner.find(pending.uid) : null;
  if (!pending || !user) {
    clearPendingSignIn(jar, owner.scope);
    return { ok: false, refusal: 'SegundoFactorCaducado', email: '' };
  }
  const attempt = {
    event: 'auth.second-factor',
    scope: owner.scope,
    emailTag: emailTag(user.email),
    userId: user.id,
    client,
  };
  if (!(await consume(pendingRule, pending.nonce)).allowed) {
    clearPendingSignIn(jar, owner.scope);
    log().info({ ...attempt, outcome: 'tooManyCodes' }, 'second factor refused');
    return { ok: false, refusal: 'SegundoFactorIntentos', email: user.email, id: user.id };
  }
  const key = owner.counterKey(user.email);
  const counted = await countAccountAttempt(key, {
    emailTag: emailTag(user.email),
    client,
    userId: user.id,
    scope: owner.scope,
  });
  if (!counted.allowed) {
    clearPendingSignIn(jar, owner.scope);
    log().info({ ...attempt, outcome: 'accountLocked' }, 'second factor refused');
    return { ok: false, refusal: 'accountLocked', email: user.email, id: user.id };
  }
  const factor = await verifySecondFactor(owner.store, user.id, code.slice(0, 64));
  if (!factor) {
    await lockIfLastFailure(user.email, counted.count, { userId: user.id, client }, key);
    log().info({ ...attempt, outcome: 'wrongCode' }, 'second factor refused');
    return { ok: false, refusal: 'SegundoFactorIncorrecto', email: user.email, id: user.id };
  }
  await forget(accountRule(), key);
  if (!(await spendPendingSignIn(jar, pending))) {
    log().info({ ...attempt, outcome: 'pendingSpent' }, 'second factor refused');
    return { ok: false, refusal: 'SegundoFactorCaducado', email: user.email, id: user.id };
  }
  log().info({ ...attempt, outcome: 'ok', factor }, 'second factor accepted');
  return { ok: true, id: user.id, email: user.email, factor };
}

function refused(key: keyof typeof SECOND_FACTOR_MESSAGES, email = ''): LoginAnswer {
  return {
    loginok: false,
    regenerarpass: false,
    email,
    exceptionmessage: SECOND_FACTOR_MESSAGES[key],
    exceptionmessagetraducible: key,
  };
}

const customerOwner: PendingOwner = {
  scope: 'customer',
  // A pending sign-in of an account disabled (or left without a hotel) since its password step has expired.
  find: (id) => db().user.findFirst({ where: { id, ...customerSignInWhere }, select: { id: true, email: true } }),
  store: customerTotpStore,
  counterKey: accountKey,
};

/** VerificarSegundoFactor: answers like LoginUsuario. */
export async function verifyPendingSignIn(
  jar: CookieJar,
  code: string,
  client: string,
): Promise<{ answer: LoginAnswer; userId: number | null; factor?: 'totp' | 'recovery' }> {
  const outcome = await checkPendingCode(jar, code, client, customerOwner);
  if (!outcome.ok) {
    const answer =
      outcome.refusal === 'accountLocked'
        ? failedAnswer('accountLocked', outcome.email)
        : refused(outcome.refusal, outcome.email);
    return { answer, userId: null };
  }
  const user = await db().user.findUnique({ where: { id: outcome.id }, select: { mustChangePassword: true } });
  if (user?.mustChangePassword) {
    // The forced change of a temporary password comes after the second factor, not instead of it.
    await startPendingSignIn(jar, 'customer', outcome.id, true);
    return { answer: failedAnswer('mustChangePassword', outcome.email, true), userId: null };
  }
  return {
    answer: {
      loginok: true,
      regenerarpass: false,
      email: outcome.email,
      exceptionmessage: '',
      exceptionmessagetraducible: '',
    },
    userId: outcome.id,
    factor: outcome.factor,
  };
}
