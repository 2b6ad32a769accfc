// The second step of a sign-in for accounts with two-factor sign-in on. The right password gives
// no session, only a short-lived pending cookie (sealed: which user, a nonce, whether the second
// factor is already done) that VerificarSegundoFactor turns into a session once a code checks out.
// Each pending sign-in allows PENDING_TRIES codes; every code also counts towards the account's
// lockout (lib/auth/lockout.ts), counted before it is checked.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { env } from '@/lib/env';
import { siteStorage } from '@/lib/cookies/site-cookies';
import type { CookieJar } from './cookies';
import { setSiteCookie, siteCookieName } from './site-cookie';

export const PENDING_SECONDS = siteStorage.secondFactorPending.maxAge;
export const PENDING_TRIES = 5;

export interface PendingSignIn {
  uid: number;
  nonce: string;
  /** The second factor checked already: only the forced change of a temporary password is left. */
  verified: boolean;
}

interface Sealed extends PendingSignIn {
  exp: number;
}

export function pendingCookieName(): string {
  return siteCookieName(siteStorage.secondFactorPending);
}

export async function startPendingSignIn(jar: CookieJar, uid: number, verified = false, now = Date.now()): Promise<void> {
  const sealed: Sealed = { uid, verified, nonce: randomBytes(16).toString('base64url'), exp: now + PENDING_SECONDS * 1000 };
  setSiteCookie(jar, siteStorage.secondFactorPending, await sealData(sealed, { password: env().SESSION_SECRET, ttl: PENDING_SECONDS }), PENDING_SECONDS);
}

export async function readPendingSignIn(jar: CookieJar, now = Date.now()): Promise<PendingSignIn | null> {
  const value = jar.get(pendingCookieName());
  if (!value) return null;
  try {
    const data = await unsealData<Partial<Sealed>>(value, { password: env().SESSION_SECRET, ttl: PENDING_SECONDS });
    if (typeof data.uid !== 'number' || typeof data.nonce !== 'string' || typeof data.exp !== 'number' || data.exp <= now) return null;
    return { uid: data.uid, nonce: data.nonce, verified: data.verified === true };
  } catch {
    return null;
  }
}

export function clearPendingSignIn(jar: CookieJar): void {
  setSiteCookie(jar, siteStorage.secondFactorPending, '', 0);
}
