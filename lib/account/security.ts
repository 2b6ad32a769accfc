// The customer's Seguridad tab: what protects the account (two-factor sign-in, passkeys) and the
// sessions open on it. Every function takes the signed-in user's session, never an id from the client.
import 'server-only';
import { describeBrowser } from '@/lib/auth/browsers';
import { markSecondFactor, sessionEmail, type Session } from '@/lib/auth/session';
import { authenticate, failedAnswer } from '@/lib/auth/sign-in';
import { unusedRecoveryCodes } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { db } from '@/lib/db';
import { HttpError } from '@/lib/http/errors';

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
    totp: { enabled: Boolean(user.totpEnabledAt), recoveryCodesLeft: user.totpEnabledAt ? await unusedRecoveryCodes(customerTotpStore, session.userId) : 0 },
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

export const PROVE_SECOND_FACTOR_FIRST =
  'Para añadir otra forma de verificar la entrada, sal y vuelve a entrar con la que ya tienes (tu llave de acceso o el código de tu aplicación).';

/**
 * A second factor (authenticator app, passkey) is added by a session that proved one, or, while the
 * account has none, by any session: its first enrolment. Otherwise a password-only session could add
 * a factor of its own and pass a hotel's two-factor requirement with the password alone.
 * Throws 403 with the sentence to show.
 */
export async function requireSecondFactorEnrolment(session: Session): Promise<void> {
  if (session.secondFactor) return;
  const user = await db().user.findUniqueOrThrow({ where: { id: session.userId }, select: { totpEnabledAt: true, _count: { select: { passkeys: true } } } });
  if (user.totpEnabledAt || user._count.passkeys > 0) throw new HttpError(403, 'second-factor-first', PROVE_SECOND_FACTOR_FIRST);
}

/**
 * The user's current password, checked with the sign-in rules (counted before it is checked), before
 * a passkey is added: a passkey signs in by itself, so an open session alone (a browser left signed
 * in) must not be enough to plant one. Throws 400 with the sentence to show.
 */
export async function requireCurrentPassword(session: Session, password: string, client: string): Promise<void> {
  const email = await sessionEmail(session);
  const outcome = await authenticate(email, password, client);
  if (outcome.ok && outcome.user.id === session.userId) return;
  const message = !outcome.ok && outcome.key !== 'invalidCredentials' ? failedAnswer(outcome.key, email).exceptionmessage : 'La contraseña no es correcta.';
  throw new HttpError(400, 'wrong-password', message);
}

/**
 * After a second factor is added: the session that added it has just proved it (the code of the
 * new app, or the new passkey's user verification), so it counts as a two-factor session.
 */
export function secondFactorAdded(session: Session): Promise<Session> {
  return markSecondFactor(session);
}

/** Ends one of the user's own sessions (its cookie is worthless at once, on every instance). */
export async function endOwnSession(session: Session, id: string): Promise<boolean> {
  return (await db().session.deleteMany({ where: { id, userId: session.userId } })).count === 1;
}

/** Ends every session of the user but this one. */
export async function endOtherSessions(session: Session): Promise<number> {
  return (await db().session.deleteMany({ where: { userId: session.userId, id: { not: session.key } } })).count;
}
