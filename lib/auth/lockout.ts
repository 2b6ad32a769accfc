// The brute-force rules of password sign-in, in one place: how many attempts per client address,
// how many consecutive failures per e-mail before a lockout, and the lockout itself. Counted by
// lib/http/rate-limit.ts.
import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { block, consume, forget, type Consumed, type LimitRule } from '@/lib/http/rate-limit';
import { log } from '@/lib/log';

/**
 * How long consecutive failures are remembered from the first one: long enough that slow guessing
 * still reaches the lockout, short enough that an old typo does not count against a user for ever.
 * Only failures stay counted: a right password gives its attempt back (lib/auth/sign-in.ts) and a
 * completed sign-in forgets them, so this window is no lock of its own (countAccountAttempt).
 */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** Sign-in attempts per client address per window (LOGIN_IP_LIMIT / LOGIN_IP_WINDOW_SECONDS). */
export function addressRule(): LimitRule {
  const e = env();
  return { name: 'login-ip', points: e.LOGIN_IP_LIMIT, durationSeconds: e.LOGIN_IP_WINDOW_SECONDS };
}

/** Consecutive failed sign-ins per e-mail, known or not (LOGIN_MAX_FAILURES), then a lockout. */
export function accountRule(): LimitRule {
  const e = env();
  return {
    name: 'login-account',
    points: e.LOGIN_MAX_FAILURES,
    durationSeconds: Math.max(FAILURE_MEMORY_SECONDS, e.LOGIN_LOCK_SECONDS),
  };
}

/** The counter key of an e-mail: a hash, so the table holds no addresses. */
export function accountKey(normalizedEmail: string): string {
  return createHash('sha256').update(normalizedEmail).digest('hex');
}

/** Who is being locked, for the log line: never the e-mail itself nor a password. */
export interface LockContext {
  emailTag: string;
  client: string;
  userId?: number;
  scope?: 'customer' | 'staff';
}

/**
 * Locks new sign-ins of a counter key for LOGIN_LOCK_SECONDS from now (the documented lockout;
 * after it the failures start again from zero) and logs `auth.locked`. Returns the seconds.
 */
export async function lockAccount(key: string, who: LockContext): Promise<number> {
  const seconds = env().LOGIN_LOCK_SECONDS;
  await block(accountRule(), key, seconds);
  log().warn({ event: 'auth.locked', ...who, seconds }, 'sign-in locked after failed attempts');
  return seconds;
}

/**
 * Counts one sign-in attempt on the e-mail's failure counter, before it is checked. The counter
 * can pass the limit without its last failure having locked (attempts racing a right password's
 * refund, a counter left by an older version): it then refuses for what is left of the 24-hour
 * window, silently. A refusal is never longer than the documented lock, so such a refusal sets it.
 */
export async function countAccountAttempt(key: string, who: LockContext): Promise<Consumed> {
  const attempt = await consume(accountRule(), key);
  if (!attempt.allowed && attempt.retryAfterSeconds > env().LOGIN_LOCK_SECONDS) {
    const seconds = await lockAccount(key, who);
    return { ...attempt, retryAfterSeconds: seconds };
  }
  return attempt;
}

/** Lifts a lockout and forgets the failures (staff unlock, a new password by any path). */
export async function unlockAccount(normalizedEmail: string): Promise<void> {
  await forget(accountRule(), accountKey(normalizedEmail));
}
