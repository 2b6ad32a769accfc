// The session: an iron-session sealed cookie holding only a random session id, backed by
// a Session row keyed by the id's SHA-256, so logout or a password change end it on
// every instance. Idle and absolute lifetimes come from the environment.
import 'server-only';
import { db, hotReads } from '@/lib/db';
import { env } from '@/lib/env';
import { refusals } from '@/lib/http/errors';
import { siteStorage } from '@/lib/cookies/site-cookies';
import { noteSignInBrowser } from './browsers';
import { approximateNetwork } from './network';
import { newSessionId, sealSessionId, sessionKey, unsealSessionId } from './sealed-id';
import type { CookieJar } from './cookies';
import { setSiteCookie, siteCookieName } from './site-cookie';

export interface Session {
  userId: number;
  /** SHA-256 of the session id: the Session row's key. */
  key: string;
  /**
   * The session proved a second factor (passkey sign-in, TOTP or recovery-code step, or the
   * account's first second factor enrolled in it); false: the password alone.
   */
  secondFactor: boolean;
}

/** The session cookie's name in this mode (lib/cookies/site-cookies.ts). */
export function sessionCookieName(): string {
  return siteCookieName(siteStorage.session);
}

export { sessionKey };

/** How a session signed in, kept for its owner's list (Session.signInMethod). */
export type SignInMethod = 'password' | 'code' | 'recovery' | 'passkey' | 'password-change';

/** Where a sign-in came from: its method and the client's address (kept only as its network). */
export interface SignInOrigin {
  method: SignInMethod;
  client: string;
}

/**
 * Starts a new session (a new random id every time: no fixation) and sets its cookies. The
 * User-Agent names the session in the customer's list, and a browser new to the account gets the
 * owner a notice mail. `secondFactor`: the sign-in proved one (see Session.secondFactor). `origin`
 * names the session in the list too: how it signed in and from which network.
 */
export async function startSession(
  jar: CookieJar,
  userId: number,
  now = new Date(),
  userAgent = '',
  secondFactor = false,
  origin?: SignInOrigin,
): Promise<void> {
  const e = env();
  const sid = newSessionId();
  const agent = userAgent.slice(0, 512);
  await db().session.create({
    data: {
      id: sessionKey(sid),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + e.SESSION_ABSOLUTE_SECONDS * 1000),
      userAgent: agent,
      secondFactorAt: secondFactor ? now : null,
      signInMethod: origin?.method ?? '',
      network: approximateNetwork(origin?.client ?? ''),
    },
  });
  // The hotel's team list shows when each contact last signed in.
  await db().user.updateMany({ where: { id: userId }, data: { lastSignInAt: now } });
  await noteSignInBrowser(userId, agent, now);
  const sealed = await sealSessionId('customer', sid, e.SESSION_ABSOLUTE_SECONDS);
  setSiteCookie(jar, siteStorage.session, sealed, e.SESSION_ABSOLUTE_SECONDS);
  setSiteCookie(jar, siteStorage.signedInHint, '1', e.SESSION_ABSOLUTE_SECONDS);
}

export function clearSessionCookies(jar: CookieJar): void {
  setSiteCookie(jar, siteStorage.session, '', 0);
  setSiteCookie(jar, siteStorage.signedInHint, '', 0);
}

function unsealSid(sealed: string | undefined): Promise<string | null> {
  return unsealSessionId('customer', sealed);
}

/** A session has ended once past its absolute lifetime or idle for SESSION_IDLE_SECONDS. */
function hasEnded(row: { expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
  return row.expiresAt <= now || row.lastSeenAt.getTime() + env().SESSION_IDLE_SECONDS * 1000 <= now.getTime();
}

/** The same rule as a query: the session rows that have ended by `now` (the cleanup deletes them). */
export function endedSessionsWhere(now: Date) {
  return {
    OR: [
      { expiresAt: { lte: now } },
      { lastSeenAt: { lte: new Date(now.getTime() - env().SESSION_IDLE_SECONDS * 1000) } },
    ],
  };
}

/**
 * The live session a sealed cookie value names, or null. An expired (idle or absolute) record, or
 * one of a user staff turned off, is deleted on sight; a live one has its last-seen time moved on
 * (unless `touch` is false).
 */
export async function sessionFromCookieValue(
  sealed: string | undefined,
  now = new Date(),
  touch = true,
): Promise<Session | null> {
  const sid = await unsealSid(sealed);
  if (!sid) return null;
  const key = sessionKey(sid);
  // The session row and its user's disabled mark, as plain SQL: this runs on every signed-in call,
  // and most need only the user id (the e-mail is read by the few that show it, see sessionEmail).
  // The disabled mark is read here because a sign-in that passed its check just before the account
  // was turned off may create its session after the disable ended the others.
  const row = await hotReads().session(key);
  if (!row) return null;
  const idleMs = env().SESSION_IDLE_SECONDS * 1000;
  if (row.userDisabledAt !== null || hasEnded(row, now)) {
    await db().session.deleteMany({ where: { id: key } });
    return null;
  }
  // Writes are spared while the idle clock has hardly moved (a few seconds of precision at most).
  if (touch && now.getTime() - row.lastSeenAt.getTime() >= Math.min(15_000, idleMs / 4)) {
    await db().session.updateMany({ where: { id: key }, data: { lastSeenAt: now } });
  }
  return { userId: row.userId, key, secondFactor: row.secondFactorAt !== null };
}

/** This session has just proved a second factor (the account's first one, enrolled in it). */
export async function markSecondFactor(session: Session, now = new Date()): Promise<Session> {
  await db().session.updateMany({ where: { id: session.key, secondFactorAt: null }, data: { secondFactorAt: now } });
  return { ...session, secondFactor: true };
}

/** The signed-in user's login e-mail (the user key of the menu, the account page, a password change). */
export async function sessionEmail(session: Session): Promise<string> {
  const user = await db().user.findUnique({ where: { id: session.userId }, select: { email: true } });
  // The session row cascades with its user: a missing user means the session just ended.
  if (!user) throw refusals.unauthenticated();
  return user.email;
}

/** `touch: false` checks without counting as activity (the page's periodic "still signed in?" probe). */
export function sessionFromJar(jar: CookieJar, { now = new Date(), touch = true } = {}): Promise<Session | null> {
  return sessionFromCookieValue(jar.get(sessionCookieName()), now, touch);
}

/** Deletes the record of whatever session cookie the request carried (before a new sign-in). */
export async function dropCarriedSession(jar: CookieJar): Promise<void> {
  const sid = await unsealSid(jar.get(sessionCookieName()));
  if (sid) await db().session.deleteMany({ where: { id: sessionKey(sid) } });
}

/** Ends one session on the server and clears its cookies. */
export async function endSession(jar: CookieJar, session: Session | null): Promise<void> {
  if (session) await db().session.deleteMany({ where: { id: session.key } });
  else await dropCarriedSession(jar);
  clearSessionCookies(jar);
}

/** Ends every session of a user (password change, reset), in the caller's transaction when given. */
export async function revokeUserSessions(
  userId: number,
  tx: Pick<ReturnType<typeof db>, 'session'> = db(),
): Promise<void> {
  await tx.session.deleteMany({ where: { userId } });
}
