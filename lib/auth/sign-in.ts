// Sign-in (LoginUsuario) and the credential check shared with the forced password change.
// Brute force (lib/auth/lockout.ts has the rules): each attempt is counted per client address and
// per e-mail *before* the password is verified, atomically in the shared store, so a burst of
// concurrent attempts gets no more verifications than the limits allow, on any number of instances.
// Only failures count in the end: a right password gives its attempts back, so an account with a
// second factor is not locked by its owner's own sign-ins; a lockout lasts LOGIN_LOCK_SECONDS and is
// logged (`auth.locked`).
// Unknown e-mail and wrong password take the same path, the same time (a dummy hash) and get the
// same answer; unknown e-mails are counted too, so the lockout sentence does not tell which
// accounts exist. A lockout only stops new password sign-ins: sessions already open stay open, so
// a stranger's wrong passwords cannot sign a customer out.
import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { consume, forget, refund } from '@/lib/http/rate-limit';
import { accountKey, accountRule, addressRule, countAccountAttempt, lockAccount, type LockContext } from './lockout';
import { loginMessage, type LoginMessageKey } from './messages';
import { verifyPassword } from './password';

export interface LoginAnswer {
  loginok: boolean;
  regenerarpass: boolean;
  /** Only on accounts with two-factor sign-in: the password was right, a code is asked next. */
  segundofactor?: true;
  /**
   * Only when a password sign-in starts a session of a billing contact of a hotel that requires
   * two-factor sign-in: no invoice in this session until the account enrols an authenticator app
   * (Seguridad) or signs in again with its passkey.
   */
  inscribirsegundofactor?: true;
  email: string;
  exceptionmessage: string;
  exceptionmessagetraducible: string;
}

export type AuthOutcome =
  | { ok: true; user: { id: number; email: string; mustChangePassword: boolean; secondFactor: boolean } }
  | {
      ok: false;
      key: Exclude<LoginMessageKey, 'mustChangePassword'>;
      /** This failure set a lockout of that many seconds. */ lockedSeconds?: number;
    };

/**
 * The customer accounts that may sign in, by any mechanism (password, second step, passkey): not
 * turned off by staff, and a contact of at least one hotel. An account left without a hotel (its
 * hotel's team removed it from its last one) has nothing to see and is as unknown to a sign-in.
 */
export const customerSignInWhere = { disabledAt: null, contacts: { some: {} } } satisfies Prisma.UserWhereInput;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whose passwords are checked: customers (User) or staff (StaffUser), each with its own failure counters. */
export interface CredentialSource {
  scope: 'customer' | 'staff';
  find(email: string): Promise<{
    id: number;
    email: string;
    passwordHash: string;
    mustChangePassword: boolean;
    secondFactor: boolean;
  } | null>;
  /** The lockout counter's key of an e-mail. */
  counterKey(email: string): string;
}

export const customerCredentials: CredentialSource = {
  scope: 'customer',
  async find(email) {
    // A disabled account (staff turned it off), or one without a hotel, is as unknown: the same
    // answer, the same time.
    const user = await db().user.findFirst({
      where: { email, ...customerSignInWhere },
      select: { id: true, email: true, passwordHash: true, mustChangePassword: true, totpEnabledAt: true },
    });
    return (
      user && {
        id: user.id,
        email: user.email,
        passwordHash: user.passwordHash,
        mustChangePassword: user.mustChangePassword,
        secondFactor: Boolean(user.totpEnabledAt),
      }
    );
  },
  counterKey: accountKey,
};

/** Checks an e-mail and password with every brute-force rule. */
export async function authenticate(
  emailRaw: string,
  password: string,
  client: string,
  source: CredentialSource = customerCredentials,
): Promise<AuthOutcome> {
  const email = normalizeEmail(emailRaw).slice(0, 254);
  const byAddress = addressRule();
  if (!(await consume(byAddress, client)).allowed) return { ok: false, key: 'tooManyAttempts' };
  const byAccount = accountRule();
  const key = source.counterKey(email);
  const who: LockContext = { emailTag: emailTag(email), client, scope: source.scope };
  const attempt = await countAccountAttempt(key, who);
  if (!attempt.allowed) return { ok: false, key: 'accountLocked' };

  const user = email ? await source.find(email) : null;
  // Unknown e-mails (and accounts without a password yet) are verified against a dummy hash:
  // every path costs one argon2 verification.
  const matches = await verifyPassword(user?.passwordHash || undefined, password.slice(0, 1024));
  if (!user || !matches) {
    const lockedSeconds = await lockIfLastFailure(
      email,
      attempt.count,
      { userId: user?.id, client, scope: source.scope },
      key,
    );
    return { ok: false, key: 'invalidCredentials', ...(lockedSeconds ? { lockedSeconds } : {}) };
  }
  // A good password is no failure: the address gets its attempt back, and so does the account.
  // Without a second factor the consecutive failures end here. With one, only this attempt is
  // given back (one atomic decrement): the failures before it, wrong codes included, stay counted,
  // or knowing the password would buy unlimited guesses at the code.
  const secondFactor = user.secondFactor;
  await Promise.all([secondFactor ? refund(byAccount, key) : forget(byAccount, key), refund(byAddress, client)]);
  return {
    ok: true,
    user: { id: user.id, email: user.email, mustChangePassword: user.mustChangePassword, secondFactor },
  };
}

/**
 * After a failed password, code or passkey that was the last one allowed: lock for
 * LOGIN_LOCK_SECONDS from now (lib/auth/lockout.ts) and log it. Returns the lock's seconds, or 0.
 */
export async function lockIfLastFailure(
  email: string,
  count: number,
  context: { userId?: number; client: string; scope?: LockContext['scope'] },
  key = accountKey(email),
): Promise<number> {
  if (count < accountRule().points) return 0;
  return lockAccount(key, { emailTag: emailTag(email), ...context });
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

export const SECOND_FACTOR_MESSAGE = 'Introduce el código de tu aplicación de autenticación';
