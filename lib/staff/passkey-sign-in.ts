// Staff passkeys at /gestion/entrar. A passkey whose authenticator verified its user (PIN,
// fingerprint, face: required for staff) is both factors, so it signs a member in by itself; it
// obeys the password's limits, counted atomically before the signature is checked: the client
// address's attempts, then the member's consecutive failures (lockout). A member with no second
// factor yet may enrol a passkey instead of (or before) TOTP.
import 'server-only';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { db } from '@/lib/db';
import { consume, forget, refund } from '@/lib/http/rate-limit';
import { log } from '@/lib/log';
import { securityNoticeMail } from '@/lib/mail/security-notice';
import type { CookieJar } from '@/lib/auth/cookies';
import { accountRule, addressRule, countAccountAttempt } from '@/lib/auth/lockout';
import {
  checkPasskeyAnswer,
  openPasskeyAnswer,
  registerPasskey,
  registrationOptions,
  signInOptions,
} from '@/lib/auth/passkeys';
import { staffPasskeyStore } from '@/lib/auth/passkey-stores';
import { clearPendingSignIn, spendPendingSignIn } from '@/lib/auth/second-factor';
import { pendingRule, SECOND_FACTOR_MESSAGES } from '@/lib/auth/second-factor-step';
import { emailTag, failedAnswer, lockIfLastFailure } from '@/lib/auth/sign-in';
import { staffCounterKey } from './credentials';
import { signInAllowedWhere, startStaffSession } from './session';
import type { Answer } from '@/lib/http/answer';
import { EXPIRED, pendingEnrolment, type SignInEvent } from './sign-in';

export const PASSKEY_REFUSED =
  'No hemos podido comprobar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.';
export const PASSKEY_NOT_REGISTERED = 'No se ha podido registrar la llave de acceso. Inténtalo de nuevo.';

export function staffPasskeySignInOptions(jar: CookieJar) {
  return signInOptions(jar, staffPasskeyStore);
}

/** A passkey answer: a session when it checks out, within every limit. */
export async function signInStaffWithPasskey(
  jar: CookieJar,
  response: AuthenticationResponseJSON | null,
  client: string,
  userAgent: string,
): Promise<{ answer: Answer; event: SignInEvent | null }> {
  const attempt = { event: 'staff.sign-in', method: 'passkey', client };
  if (!(await consume(addressRule(), client)).allowed) {
    log().info({ ...attempt, outcome: 'tooManyAttempts' }, 'staff sign-in refused');
    return { answer: { ok: false, message: failedAnswer('tooManyAttempts', '').exceptionmessage }, event: null };
  }
  const opened = response ? await openPasskeyAnswer(jar, response, staffPasskeyStore) : null;
  const member = opened
    ? await db().staffUser.findFirst({
        where: { id: opened.passkey.ownerId, ...signInAllowedWhere },
        select: { id: true, email: true },
      })
    : null;
  if (!opened || !member) {
    log().info({ ...attempt, outcome: 'passkeyRefused' }, 'staff sign-in refused');
    return { answer: { ok: false, message: PASSKEY_REFUSED }, event: null };
  }
  const failed = (motivo: string): SignInEvent => ({
    action: 'staff.sign-in-failed',
    staffId: member.id,
    email: member.email,
    detail: { factor: 'passkey', motivo },
  });
  const key = staffCounterKey(member.email);
  const counted = await countAccountAttempt(key, {
    emailTag: emailTag(member.email),
    client,
    userId: member.id,
    scope: 'staff',
  });
  if (!counted.allowed) {
    log().info(
      { ...attempt, emailTag: emailTag(member.email), staffId: member.id, outcome: 'accountLocked' },
      'staff sign-in refused',
    );
    return {
      answer: { ok: false, message: failedAnswer('accountLocked', member.email).exceptionmessage },
      event: failed('accountLocked'),
    };
  }
  if (!(await checkPasskeyAnswer(opened, staffPasskeyStore))) {
    await lockIfLastFailure(member.email, counted.count, { userId: member.id, client }, key);
    log().info(
      { ...attempt, emailTag: emailTag(member.email), staffId: member.id, outcome: 'passkeyRefused' },
      'staff sign-in refused',
    );
    return { answer: { ok: false, message: PASSKEY_REFUSED }, event: failed('passkeyRefused') };
  }
  await Promise.all([forget(accountRule(), key), refund(addressRule(), client)]);
  clearPendingSignIn(jar, 'staff');
  await startStaffSession(jar, member.id, new Date(), userAgent);
  log().info({ ...attempt, emailTag: emailTag(member.email), staffId: member.id, outcome: 'ok' }, 'staff signed in');
  return {
    answer: { ok: true },
    event: { action: 'staff.sign-in', staffId: member.id, email: member.email, detail: { factor: 'passkey' } },
  };
}

/** Registration options for the pending member who has no second factor yet. */
export async function staffEnrolmentPasskeyOptions(
  jar: CookieJar,
): Promise<Answer<{ options: Awaited<ReturnType<typeof registrationOptions>> }>> {
  const found = await pendingEnrolment(jar);
  if (!found) return { ok: false, message: EXPIRED };
  return {
    ok: true,
    options: await registrationOptions(jar, { id: found.user.id, email: found.user.email }, staffPasskeyStore),
  };
}

/** Enrolment with a passkey: stored when the answer checks out, then a session. */
export async function confirmStaffPasskeyEnrolment(
  jar: CookieJar,
  response: RegistrationResponseJSON | null,
  name: string,
  userAgent: string,
): Promise<{ answer: Answer; event: SignInEvent | null }> {
  const found = await pendingEnrolment(jar);
  if (!found) {
    clearPendingSignIn(jar, 'staff');
    return { answer: { ok: false, message: EXPIRED }, event: null };
  }
  if (!(await consume(pendingRule, found.pending.nonce)).allowed) {
    clearPendingSignIn(jar, 'staff');
    return { answer: { ok: false, message: SECOND_FACTOR_MESSAGES.SegundoFactorIntentos }, event: null };
  }
  const notice = (stored: string) =>
    securityNoticeMail(
      'staff',
      found.user.email,
      { what: 'passkey-added', name: stored },
      { at: new Date(), userAgent },
    );
  if (!response || !(await registerPasskey(jar, found.user.id, response, name, staffPasskeyStore, { notice })))
    return { answer: { ok: false, message: PASSKEY_NOT_REGISTERED }, event: null };
  if (!(await spendPendingSignIn(jar, found.pending))) return { answer: { ok: false, message: EXPIRED }, event: null };
  await startStaffSession(jar, found.user.id, new Date(), userAgent);
  return {
    answer: { ok: true },
    event: { action: 'staff.enrolled', staffId: found.user.id, email: found.user.email, detail: { factor: 'passkey' } },
  };
}
