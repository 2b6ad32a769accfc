// Sign-in (LoginUsuario) and the credential check shared with the forced password change.
// Brute force (lib/auth/lockout.ts has the rules): each attempt is counted per client address and
// per e-mail *before* the password is verified, atomically in the shared store, so a burst of
// concurrent attempts gets no more verifications than the limits allow, on any number of instances.
// Unknown e-mail and wrong password take the same path, the same time (a dummy hash) and get the
// same answer; unknown e-mails are counted too, so the lockout sentence does not tell which
// accounts exist. A lockout only stops new password sign-ins: sessions already open stay open, so
// a stranger's wrong passwords cannot sign a customer out.
import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { consume, forget, refund, block } from '@/lib/http/rate-limit';
import { accountKey, accountRule, addressRule } from './lockout';
import { loginMessage, type LoginMessageKey } from './messages';
import { verifyPassword } from './password';

export interface LoginAnswer {
  loginok: boolean;
  regenerarpass: boolean;
  /** Only on accounts with two-factor sign-in: the password was right, a code is asked next. */
  segundofactor?: true;
  email: string;
  exceptionmessage: string;
  exceptionmessagetraducible: string;
}

export type AuthOutcome =
  | { ok: true; user: { id: number; email: string; mustChangePassword: boolean; secondFactor: boolean } }
  | { ok: false; key: Exclude<LoginMessageKey, 'mustChangePassword'> };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks an e-mail and password with every brute-force rule. */
export async function authenticate(emailRaw: string, password: string, client: string): Promise<AuthOutcome> {
  const email = normalizeEmail(emailRaw).slice(0, 254);
  const byAddress = addressRule();
  if (!(await consume(byAddress, client)).allowed) return { ok: false, key: 'tooManyAttempts' };
  const byAccount = accountRule();
  const key = accountKey(email);
  const attempt = await consume(byAccount, key);
  if (!attempt.allowed) return { ok: false, key: 'accountLocked' };

  const user = email
    ? await db().user.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true, mustChangePassword: true, totpEnabledAt: true } })
    : null;
  // Unknown e-mails are verified against a dummy hash: every path costs one argon2 verification.
  const matches = await verifyPassword(user?.passwordHash, password.slice(0, 1024));
  if (!user || !matches) {
    await lockIfLastFailure(email, attempt.count, { userId: user?.id, client });
    return { ok: false, key: 'invalidCredentials' };
  }
  // A good password does not use up the address's attempts. Consecutive failures end here, unless
  // a second factor is still to come (its codes count on the same counter).
  const secondFactor = Boolean(user.totpEnabledAt);
  await Promise.all([secondFactor ? undefined : forget(byAccount, key), refund(byAddress, client)]);
  return { ok: true, user: { id: user.id, email: user.email, mustChangePassword: user.mustChangePassword, secondFactor } };
}

/** After a failed password or code that was the last one allowed: lock for LOGIN_LOCK_SECONDS from now. */
export async function lockIfLastFailure(email: string, count: number, context: { userId?: number; client: string }): Promise<void> {
  const rule = accountRule();
  if (count < rule.points) return;
  const seconds = env().LOGIN_LOCK_SECONDS;
  await block(rule, accountKey(email), seconds);
  log().warn({ event: 'auth.locked', emailTag: emailTag(email), ...context, seconds }, 'sign-in locked after failed attempts');
}

export function failedAnswer(key: LoginMessageKey, email: string, regenerarpass = false): LoginAnswer {
  return {
    loginok: false,
    regenerarpass,
    email,
    exceptionmessage: loginMessage(key, env().LOGIN_LOCK_SECONDS),
    exceptionmessagetraducible: key,
  };
}

/**
 * Who tried to sign in, for the log: a short hash of the e-mail (enough to follow one account's
 * attempts, not a list of addresses in the logs), never the password.
 */
export function emailTag(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 12);
}

export const SECOND_FACTOR_MESSAGE = 'Introduce el código de tu aplicación de autenticación';

/**
 * LoginUsuario: the contract answer and, on success, the user to start a session for; or, for an
 * account with two-factor sign-in, the user whose second step is pending.
 */
export async function signIn(emailRaw: string, password: string, client: string): Promise<{ answer: LoginAnswer; userId: number | null; pendingUserId?: number }> {
  const email = normalizeEmail(emailRaw);
  const outcome = await authenticate(email, password, client);
  const attempt = { event: 'auth.sign-in', emailTag: emailTag(email), client };
  if (!outcome.ok) {
    log().info({ ...attempt, outcome: outcome.key }, 'sign-in refused');
    return { answer: failedAnswer(outcome.key, email), userId: null };
  }
  if (outcome.user.secondFactor) {
    // No session yet; a forced password change, if any, comes after the code.
    log().info({ ...attempt, outcome: 'secondFactor', userId: outcome.user.id }, 'sign-in needs a second factor');
    return {
      answer: {
        loginok: false,
        regenerarpass: false,
        segundofactor: true,
        email: outcome.user.email,
        exceptionmessage: SECOND_FACTOR_MESSAGE,
        exceptionmessagetraducible: 'SegundoFactorRequerido',
      },
      userId: null,
      pendingUserId: outcome.user.id,
    };
  }
  if (outcome.user.mustChangePassword) {
    // No session until CambioPassUser (id -1) succeeds.
    log().info({ ...attempt, outcome: 'mustChangePassword', userId: outcome.user.id }, 'sign-in needs a new password');
    return { answer: failedAnswer('mustChangePassword', outcome.user.email, true), userId: null };
  }
  log().info({ ...attempt, outcome: 'ok', userId: outcome.user.id }, 'signed in');
  return {
    answer: { loginok: true, regenerarpass: false, email: outcome.user.email, exceptionmessage: '', exceptionmessagetraducible: '' },
    userId: outcome.user.id,
  };
}
