// Sign-in (LoginUsuario) and the credential check shared with the forced password change.
// Brute force: consecutive failures per account lock it (even the right password is refused while
// locked); failures per client address are limited in DB counters. Unknown e-mail and wrong password
// take the same path, the same time (a dummy hash) and get the same answer; unknown e-mails are
// counted too, so the lockout sentence does not tell which accounts exist.
import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { hitsInWindow, recordHit } from '@/lib/http/rate-limit';
import { loginMessage, type LoginMessageKey } from './messages';
import { verifyPassword } from './password';
import { revokeUserSessions } from './session';

export interface LoginAnswer {
  loginok: boolean;
  regenerarpass: boolean;
  email: string;
  exceptionmessage: string;
  exceptionmessagetraducible: string;
}

export type AuthOutcome =
  | { ok: true; user: { id: number; email: string; mustChangePassword: boolean } }
  | { ok: false; key: Exclude<LoginMessageKey, 'mustChangePassword'> };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const ipKey = (client: string) => `login-ip:${client}`;
const unknownKey = (email: string) => `login-unknown:${createHash('sha256').update(email).digest('hex')}`;

/** Checks an e-mail and password with every brute-force rule. */
export async function authenticate(emailRaw: string, password: string, client: string, now = new Date()): Promise<AuthOutcome> {
  const e = env();
  if ((await hitsInWindow(ipKey(client), e.LOGIN_IP_WINDOW_SECONDS, now)) >= e.LOGIN_IP_LIMIT) {
    return { ok: false, key: 'tooManyAttempts' };
  }
  const email = normalizeEmail(emailRaw).slice(0, 254);
  const user = email
    ? await db().user.findUnique({
        where: { email },
        select: { id: true, email: true, passwordHash: true, mustChangePassword: true, failedAttempts: true, lockedUntil: true },
      })
    : null;
  const locked = user
    ? Boolean(user.lockedUntil && user.lockedUntil > now)
    : (await hitsInWindow(unknownKey(email), e.LOGIN_LOCK_SECONDS, now)) >= e.LOGIN_MAX_FAILURES;
  // Always verify, also when locked or unknown, so every path costs one argon2 verification.
  const matches = await verifyPassword(user?.passwordHash, password.slice(0, 1024));

  if (locked) {
    await recordHit(ipKey(client), e.LOGIN_IP_WINDOW_SECONDS, now);
    return { ok: false, key: 'accountLocked' };
  }
  if (!user || !matches) {
    await recordHit(ipKey(client), e.LOGIN_IP_WINDOW_SECONDS, now);
    if (!user) {
      await recordHit(unknownKey(email), e.LOGIN_LOCK_SECONDS, now);
      return { ok: false, key: 'invalidCredentials' };
    }
    if (user.lockedUntil) {
      // A lock that has run out starts a new count.
      await db().user.update({ where: { id: user.id }, data: { failedAttempts: 0, lockedUntil: null } });
    }
    const { failedAttempts } = await db().user.update({
      where: { id: user.id },
      data: { failedAttempts: { increment: 1 } },
      select: { failedAttempts: true },
    });
    if (failedAttempts >= e.LOGIN_MAX_FAILURES) {
      await db().user.update({
        where: { id: user.id },
        data: { failedAttempts: 0, lockedUntil: new Date(now.getTime() + e.LOGIN_LOCK_SECONDS * 1000) },
      });
      // A lockout also ends whatever sessions the account has.
      await revokeUserSessions(user.id);
      log().warn({ event: 'auth.locked', userId: user.id, client, seconds: e.LOGIN_LOCK_SECONDS }, 'account locked after failed sign-ins');
    }
    return { ok: false, key: 'invalidCredentials' };
  }
  if (user.failedAttempts !== 0 || user.lockedUntil) {
    await db().user.update({ where: { id: user.id }, data: { failedAttempts: 0, lockedUntil: null } });
  }
  return { ok: true, user: { id: user.id, email: user.email, mustChangePassword: user.mustChangePassword } };
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

/** LoginUsuario: the contract answer and, on success, the user to start a session for. */
export async function signIn(emailRaw: string, password: string, client: string): Promise<{ answer: LoginAnswer; userId: number | null }> {
  const email = normalizeEmail(emailRaw);
  const outcome = await authenticate(email, password, client);
  const attempt = { event: 'auth.sign-in', emailTag: emailTag(email), client };
  if (!outcome.ok) {
    log().info({ ...attempt, outcome: outcome.key }, 'sign-in refused');
    return { answer: failedAnswer(outcome.key, email), userId: null };
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
