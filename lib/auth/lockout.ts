// The brute-force rules of password sign-in, in one place: how many attempts per client address,
// how many consecutive failures per e-mail before a lockout. Counted by lib/http/rate-limit.ts.
import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { forget, type LimitRule } from '@/lib/http/rate-limit';

/**
 * How long consecutive failures are remembered from the first one: long enough that slow guessing
 * still reaches the lockout, short enough that an old typo does not count against a user for ever.
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
  return { name: 'login-account', points: e.LOGIN_MAX_FAILURES, durationSeconds: Math.max(FAILURE_MEMORY_SECONDS, e.LOGIN_LOCK_SECONDS) };
}

/** The counter key of an e-mail: a hash, so the table holds no addresses. */
export function accountKey(normalizedEmail: string): string {
  return createHash('sha256').update(normalizedEmail).digest('hex');
}

/** Lifts a lockout and forgets the failures (staff unlock, a new password by any path). */
export async function unlockAccount(normalizedEmail: string): Promise<void> {
  await forget(accountRule(), accountKey(normalizedEmail));
}
