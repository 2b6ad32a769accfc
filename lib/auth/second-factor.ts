// The second step of a sign-in for accounts with two-factor sign-in on. The right password gives
// no session, only a short-lived pending cookie (sealed: which user, a nonce, whether the second
// factor is already done) that the code step turns into a session once a code checks out.
// Customers and staff each have their own cookie and their own sealed kind
// (lib/seal/kinds.ts): a customer's pending sign-in can never be read as a staff one.
// Each pending sign-in allows PENDING_TRIES codes; every code also counts towards the account's
// lockout (lib/auth/lockout.ts), counted before it is checked. A pending sign-in that has opened a
// session is spent (spendPendingSignIn): the same cookie never opens a second one.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { siteStorage } from '@/lib/cookies/site-cookies';
import { consume } from '@/lib/http/rate-limit';
import type { CookieJar } from './cookies';
import { seals } from '@/lib/seal/kinds';
import { setSiteCookie, siteCookieName } from './site-cookie';

export const PENDING_SECONDS = siteStorage.secondFactorPending.maxAge!;
export const PENDING_TRIES = 5;

/** Customers and staff sign in apart: each has its own pending cookie and sealed kind. */
export type PendingScope = 'customer' | 'staff';

export interface PendingSignIn {
  scope: PendingScope;
  uid: number;
  nonce: string;
  /** The second factor checked already: only the forced change of a temporary password is left. */
  verified: boolean;
}

const pendingKinds = { customer: seals.customerPendingSignIn, staff: seals.staffPendingSignIn } as const;
const pendingItems = {
  customer: siteStorage.secondFactorPending,
  staff: siteStorage.staffSecondFactorPending,
} as const;

export function pendingCookieName(scope: PendingScope): string {
  return siteCookieName(pendingItems[scope]);
}

export async function startPendingSignIn(
  jar: CookieJar,
  scope: PendingScope,
  uid: number,
  verified = false,
  now = Date.now(),
): Promise<void> {
  const value = { uid, verified, nonce: randomBytes(16).toString('base64url'), exp: now + PENDING_SECONDS * 1000 };
  setSiteCookie(jar, pendingItems[scope], await pendingKinds[scope].seal(value), PENDING_SECONDS);
}

export async function readPendingSignIn(
  jar: CookieJar,
  scope: PendingScope,
  now = Date.now(),
): Promise<PendingSignIn | null> {
  const data = await pendingKinds[scope].unseal(jar.get(pendingCookieName(scope)));
  if (!data || data.exp <= now) return null;
  return { scope, uid: data.uid, nonce: data.nonce, verified: data.verified };
}

export function clearPendingSignIn(jar: CookieJar, scope: PendingScope): void {
  setSiteCookie(jar, pendingItems[scope], '', 0);
}

/**
 * Spends a pending sign-in as it opens a session: true for the first caller only, on any
 * instance (an atomic counter in the limiter store, kept as long as the cookie could live), and
 * clears the cookie. A caller that gets false must not open the session.
 */
export async function spendPendingSignIn(jar: CookieJar, pending: PendingSignIn): Promise<boolean> {
  clearPendingSignIn(jar, pending.scope);
  const once = await consume(
    { name: `tfa-spent-${pending.scope}`, points: 1, durationSeconds: PENDING_SECONDS },
    pending.nonce,
  );
  return once.allowed;
}
