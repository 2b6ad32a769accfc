// Staff sessions: the customers' mechanism (a sealed random id in a cookie, a row per session keyed
// by its SHA-256, lib/auth/sealed-id.ts) over their own table and cookie, with the back office's
// lifetimes: 30 minutes idle, 8 hours at most. Ending a row ends the session on every instance.
import 'server-only';
import { db } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import type { CookieJar } from '@/lib/auth/cookies';
import { setSiteCookie, siteCookieName } from '@/lib/auth/site-cookie';
import { siteStorage } from '@/lib/cookies/site-cookies';
import { newSessionId, sealSessionId, sessionKey, unsealSessionId } from '@/lib/auth/sealed-id';
import { STAFF_SESSION_SECONDS } from '@/lib/seal/kinds';
import { isStaffRole, type StaffRole } from './roles';
import { factorSelect, hasSecondFactor } from './second-factors';

export const STAFF_IDLE_SECONDS = 30 * 60;
/** The staff cookie's kind (lib/seal/kinds.ts) is sealed for no longer than this. */
export const STAFF_ABSOLUTE_SECONDS = STAFF_SESSION_SECONDS;

export interface StaffSession {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  /** SHA-256 of the session id: the StaffSession row's key. */
  key: string;
}

/** The staff cookie's name in this mode (lib/cookies/site-cookies.ts: `__Host-` in production, Strict). */
export function staffCookieName(): string {
  return siteCookieName(siteStorage.staffSession);
}

/**
 * Members who may hold a session: enabled, and whose invitation has been accepted (a password
 * chosen through the invitation link). Every step of a staff sign-in checks it, and so does each
 * session read: a member nobody has proven to be never gets a session, whatever led there.
 */
export const signInAllowedWhere = { disabledAt: null, passwordHash: { not: '' } } as const;

/**
 * A completed sign-in (both factors): the member's last sign-in, the session row and its cookie.
 * Refused (401, nothing created) for a member who may not sign in (see signInAllowedWhere).
 */
export async function startStaffSession(
  jar: CookieJar,
  staffId: number,
  now = new Date(),
  userAgent = '',
): Promise<void> {
  const allowed = await db().staffUser.updateMany({
    where: { id: staffId, ...signInAllowedWhere },
    data: { lastSignInAt: now },
  });
  if (allowed.count !== 1) throw refusals.unauthenticated();
  const sid = newSessionId();
  await db().staffSession.create({
    data: {
      id: sessionKey(sid),
      staffUserId: staffId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + STAFF_ABSOLUTE_SECONDS * 1000),
      userAgent: userAgent.slice(0, 512),
    },
  });
  setSiteCookie(
    jar,
    siteStorage.staffSession,
    await sealSessionId('staff', sid, STAFF_ABSOLUTE_SECONDS),
    STAFF_ABSOLUTE_SECONDS,
  );
}

export function clearStaffCookie(jar: CookieJar): void {
  setSiteCookie(jar, siteStorage.staffSession, '', 0);
}

/** The staff session rows that have ended by `now` (the cleanup deletes them). */
export function endedStaffSessionsWhere(now: Date) {
  return {
    OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: new Date(now.getTime() - STAFF_IDLE_SECONDS * 1000) } }],
  };
}

/**
 * The live staff session a sealed cookie names, or null: ended, revoked, or its member disabled,
 * not through the invitation, or left without a second factor. A live one has its last-seen time moved on.
 */
export async function staffSessionFromCookieValue(
  sealed: string | undefined,
  now = new Date(),
): Promise<StaffSession | null> {
  const sid = await unsealSessionId('staff', sealed);
  if (!sid) return null;
  const key = sessionKey(sid);
  const row = await db().staffSession.findUnique({
    where: { id: key },
    select: {
      expiresAt: true,
      lastSeenAt: true,
      staffUser: {
        select: {
          id: true,
          email: true,
          name: true,
          role: true,
          disabledAt: true,
          passwordHash: true,
          ...factorSelect,
        },
      },
    },
  });
  if (!row) return null;
  const user = row.staffUser;
  if (
    row.expiresAt <= now ||
    row.lastSeenAt.getTime() + STAFF_IDLE_SECONDS * 1000 <= now.getTime() ||
    user.disabledAt ||
    !user.passwordHash ||
    !hasSecondFactor(user) ||
    !isStaffRole(user.role)
  ) {
    await db().staffSession.deleteMany({ where: { id: key } });
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= 15_000) {
    await db().staffSession.updateMany({ where: { id: key }, data: { lastSeenAt: now } });
  }
  return { staffId: user.id, email: user.email, name: user.name, role: user.role, key };
}

export function staffSessionFromJar(jar: CookieJar, now = new Date()): Promise<StaffSession | null> {
  return staffSessionFromCookieValue(jar.get(staffCookieName()), now);
}

/** Ends one session on the server and clears its cookie. */
export async function endStaffSession(jar: CookieJar, session: StaffSession | null): Promise<void> {
  if (session) await db().staffSession.deleteMany({ where: { id: session.key } });
  else {
    const sid = await unsealSessionId('staff', jar.get(staffCookieName()));
    if (sid) await db().staffSession.deleteMany({ where: { id: sessionKey(sid) } });
  }
  clearStaffCookie(jar);
}

/** The staff session rows still live at `now` (not idle, not past their end). */
export function liveStaffSessionsWhere(now: Date) {
  return { expiresAt: { gt: now }, lastSeenAt: { gt: new Date(now.getTime() - STAFF_IDLE_SECONDS * 1000) } };
}

/** Ends every session of a member of staff (role change, disabling). */
export async function revokeStaffSessions(staffId: number): Promise<void> {
  await db().staffSession.deleteMany({ where: { staffUserId: staffId } });
}
