// The customer's Seguridad tab: what protects the account (two-factor sign-in, passkeys) and the
// sessions open on it. Every function takes the signed-in user's session, never an id from the client.
import 'server-only';
import { describeBrowser } from '@/lib/http/user-agent';
import { checkOwnAccessChange, type OwnAccessRefusal } from '@/lib/auth/own-access';
import { removePasskey } from '@/lib/auth/passkeys';
import { customerPasskeyStore } from '@/lib/auth/passkey-stores';
import { markSecondFactor, sessionEmail, type Session, type SignInMethod } from '@/lib/auth/session';
import { customerCredentials } from '@/lib/auth/sign-in';
import { unusedRecoveryCodes } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { db } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import type { DraftMail } from '@/lib/mail/compose';
import { securityNoticeMail, type SecurityChange } from '@/lib/mail/security-notice';
import { mustProveSecondFactor } from './second-factor-requirement';

export interface SecurityOverview {
  /** This session proved a second factor: removing one needs no new sign-in. */
  verified: boolean;
  totp: { enabled: boolean; recoveryCodesLeft: number };
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  sessions: {
    id: string;
    browser: string;
    system: string;
    /** How it signed in, in words ('' for a session older than that record) */
    method: string;
    /** The network it signed in from, approximate ('' when unknown) */
    network: string;
    createdAt: string;
    lastSeenAt: string;
    current: boolean;
  }[];
}

/** How a session signed in, as its owner reads it in the list. */
const SIGN_IN_METHOD_WORDS: Record<SignInMethod, string> = {
  password: 'con contraseña',
  code: 'con contraseña y código',
  recovery: 'con contraseña y código de recuperación',
  passkey: 'con llave de acceso',
  'password-change': 'al cambiar la contraseña',
};

const methodWords = (method: string) =>
  Object.hasOwn(SIGN_IN_METHOD_WORDS, method) ? SIGN_IN_METHOD_WORDS[method as SignInMethod] : '';

export async function securityOverview(session: Session, now = new Date()): Promise<SecurityOverview> {
  const [user, passkeys, sessions] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: session.userId }, select: { totpEnabledAt: true } }),
    db().passkey.findMany({ where: { userId: session.userId }, orderBy: { createdAt: 'asc' } }),
    db().session.findMany({
      where: { userId: session.userId, expiresAt: { gt: now } },
      orderBy: { lastSeenAt: 'desc' },
    }),
  ]);
  return {
    verified: session.secondFactor,
    totp: {
      enabled: Boolean(user.totpEnabledAt),
      recoveryCodesLeft: user.totpEnabledAt ? await unusedRecoveryCodes(customerTotpStore, session.userId) : 0,
    },
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      ...describeBrowser(s.userAgent),
      method: methodWords(s.signInMethod),
      network: s.network,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === session.key,
    })),
  };
}

export const PROVE_SECOND_FACTOR_FIRST =
  'Para añadir otra forma de verificar la entrada, sal y vuelve a entrar con la que ya tienes (tu llave de acceso o el código de tu aplicación).';

/** Whether the account has a second factor now (authenticator app or passkey). */
async function hasSecondFactor(userId: number): Promise<boolean> {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpEnabledAt: true, _count: { select: { passkeys: true } } },
  });
  return Boolean(user.totpEnabledAt) || user._count.passkeys > 0;
}

/**
 * A second factor (authenticator app, passkey) is added by a session that proved one, or, while the
 * account has none, by any session. Otherwise a password-only session could add a factor of its own
 * and pass a hotel's two-factor requirement with the password alone. Throws 403 with the sentence to show.
 */
export async function requireSecondFactorEnrolment(session: Session): Promise<void> {
  if (session.secondFactor) return;
  if (await hasSecondFactor(session.userId))
    throw refusals.of('forbidden', 'second-factor-first', PROVE_SECOND_FACTOR_FIRST);
}

export const WRONG_PASSWORD = 'La contraseña no es correcta.';

/**
 * The user's current password, checked with the sign-in rules (counted before it is checked), before
 * a passkey is added or two-factor enrolment starts: a passkey signs in by itself, and an app of an
 * attacker's would pass the second step, so an open session alone (a browser left signed in, a
 * stolen cookie) must not be enough to plant either. Throws 400 with the sentence to show.
 */
export async function requireCurrentPassword(session: Session, password: string, client: string): Promise<void> {
  const owner = { id: session.userId, email: await sessionEmail(session) };
  const refusal = await checkOwnAccessChange({
    owner,
    credentials: customerCredentials,
    password,
    client,
    hasSecondFactor: false,
    sessionProved: session.secondFactor,
    wrongPassword: WRONG_PASSWORD,
  });
  if (refusal) throw refusals.of('invalid', 'wrong-password', refusal.message);
}

/**
 * Removing a passkey or turning the authenticator app off (lib/auth/own-access.ts): the password,
 * and the session's proof of a second factor or `code`, a code of the app (or a recovery code)
 * typed now. Null when it may go ahead.
 */
export async function checkFactorRemoval(
  session: Session,
  password: string,
  client: string,
  code?: string,
): Promise<OwnAccessRefusal | null> {
  return checkOwnAccessChange({
    owner: { id: session.userId, email: await sessionEmail(session) },
    credentials: customerCredentials,
    password,
    client,
    hasSecondFactor: await hasSecondFactor(session.userId),
    sessionProved: session.secondFactor,
    code: code === undefined ? undefined : { store: customerTotpStore, input: code, recovery: true },
    wrongPassword: WRONG_PASSWORD,
  });
}

/** The user's notice mails of changes to their access made by this request (its browser named). */
export async function noticesFor(session: Session, req: Request): Promise<(change: SecurityChange) => DraftMail> {
  const email = await sessionEmail(session);
  const userAgent = req.headers.get('user-agent') ?? '';
  return (change) => securityNoticeMail('customer', email, change, { at: new Date(), userAgent });
}

/**
 * Removes one of the user's passkeys, after checkFactorRemoval, with its notice mail in the same
 * transaction. Throws 403 (no proof of a second factor in this session) or 400 (password) with the
 * sentence to show; false when the passkey is not the user's (any more).
 */
export async function removeOwnPasskey(
  session: Session,
  id: string,
  password: string,
  client: string,
  req: Request,
): Promise<boolean> {
  const passkey = await db().passkey.findFirst({ where: { id, userId: session.userId }, select: { name: true } });
  if (!passkey) return false;
  const refusal = await checkFactorRemoval(session, password, client);
  if (refusal)
    throw refusals.of(
      refusal.reason === 'prove-second-factor' ? 'forbidden' : 'invalid',
      refusal.reason,
      refusal.message,
    );
  const notice = await noticesFor(session, req);
  return removePasskey(session.userId, id, customerPasskeyStore, () =>
    notice({ what: 'passkey-removed', name: passkey.name }),
  );
}

export const SIGN_IN_AGAIN_WITH_NEW_FACTOR =
  'Tu cuenta ya había tenido la verificación en dos pasos: para ver las facturas, sal y vuelve a entrar con la forma de verificar que acabas de añadir.';

/**
 * After a second factor is added. The account's very first one counts as the enrolling session's
 * proof (the code of the new app, or the new passkey, on top of the password that opened the
 * session): claimed once, atomically, with User.secondFactorSince, which removals never clear. An
 * account that had a second factor and lost it (removed in a proven session, or reset by staff)
 * does not get that shortcut again: the new factor proves itself at the next sign-in. So a password
 * alone never turns into a two-factor session by removing a factor and enrolling its own.
 * `signInAgain`: the session still has not proved one, and the user's hotel demands it.
 */
export async function secondFactorAdded(
  session: Session,
  now = new Date(),
): Promise<{ session: Session; signInAgain: boolean }> {
  const first = await db().user.updateMany({
    where: { id: session.userId, secondFactorSince: null },
    data: { secondFactorSince: now },
  });
  if (session.secondFactor) return { session, signInAgain: false };
  if (first.count === 1) return { session: await markSecondFactor(session, now), signInAgain: false };
  return { session, signInAgain: await mustProveSecondFactor(session) };
}

/** Ends one of the user's own sessions (its cookie is worthless at once, on every instance). */
export async function endOwnSession(session: Session, id: string): Promise<boolean> {
  return (await db().session.deleteMany({ where: { id, userId: session.userId } })).count === 1;
}

/** Ends every session of the user but this one. */
export async function endOtherSessions(session: Session): Promise<number> {
  return (await db().session.deleteMany({ where: { userId: session.userId, id: { not: session.key } } })).count;
}
