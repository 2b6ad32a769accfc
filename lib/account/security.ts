// The customer's Seguridad tab: what protects the account (two-factor sign-in, passkeys) and the
// sessions open on it. Every function takes the signed-in user's session, never an id from the client.
import 'server-only';
import { describeBrowser } from '@/lib/auth/browsers';
import type { Session } from '@/lib/auth/session';
import { unusedRecoveryCodes } from '@/lib/auth/totp';
import { db } from '@/lib/db';

export interface SecurityOverview {
  totp: { enabled: boolean; recoveryCodesLeft: number };
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  sessions: { id: string; browser: string; system: string; createdAt: string; lastSeenAt: string; current: boolean }[];
}

export async function securityOverview(session: Session, now = new Date()): Promise<SecurityOverview> {
  const [user, passkeys, sessions] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: session.userId }, select: { totpEnabledAt: true } }),
    db().passkey.findMany({ where: { userId: session.userId }, orderBy: { createdAt: 'asc' } }),
    db().session.findMany({ where: { userId: session.userId, expiresAt: { gt: now } }, orderBy: { lastSeenAt: 'desc' } }),
  ]);
  return {
    totp: { enabled: Boolean(user.totpEnabledAt), recoveryCodesLeft: user.totpEnabledAt ? await unusedRecoveryCodes(session.userId) : 0 },
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
    sessions: sessions.map((s) => ({
      id: s.id,
      ...describeBrowser(s.userAgent),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === session.key,
    })),
  };
}

/** Ends one of the user's own sessions (its cookie is worthless at once, on every instance). */
export async function endOwnSession(session: Session, id: string): Promise<boolean> {
  return (await db().session.deleteMany({ where: { id, userId: session.userId } })).count === 1;
}

/** Ends every session of the user but this one. */
export async function endOtherSessions(session: Session): Promise<number> {
  return (await db().session.deleteMany({ where: { userId: session.userId, id: { not: session.key } } })).count;
}
