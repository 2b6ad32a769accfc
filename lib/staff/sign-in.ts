// Staff sign-in at /gestion/entrar: password, then always a second factor. The right password gives
// no session, only the staff pending cookie (lib/auth/second-factor.ts); a member with TOTP types a
// code (or a recovery code), a member with only passkeys confirms with one (lib/staff/passkey-sign-in.ts),
// a member with neither goes through enrolment (TOTP: QR and the secret as text, a confirming code,
// recovery codes shown once; or a passkey) before anything else. Attempts are counted with the
// customers' rules (lib/auth/lockout.ts), atomically, before each check.
import 'server-only';
import { db } from '@/lib/db';
import { consume } from '@/lib/http/rate-limit';
import { log } from '@/lib/log';
import { queueMail } from '@/lib/mail/queue';
import { securityNoticeMail } from '@/lib/mail/security-notice';
import type { CookieJar } from '@/lib/auth/cookies';
import {
  clearPendingSignIn,
  readPendingSignIn,
  spendPendingSignIn,
  startPendingSignIn,
} from '@/lib/auth/second-factor';
import { checkPendingCode, pendingRule, SECOND_FACTOR_MESSAGES } from '@/lib/auth/second-factor-step';
import { authenticate, emailTag, failedAnswer, normalizeEmail } from '@/lib/auth/sign-in';
import { confirmTotpEnrolment, startTotpEnrolment, type Enrolment } from '@/lib/auth/totp';
import { staffTotpStore } from '@/lib/auth/totp-stores';
import { staffCredentials, staffPendingOwner } from './credentials';
import { factorSelect, hasSecondFactor, staffFactors, stepAfterPassword } from './second-factors';
import { signInAllowedWhere, startStaffSession } from './session';
import type { Answer } from '@/lib/http/answer';

export type StaffStep = 'code' | 'passkey' | 'enrol';

/** Events the audit trail records, handed to the caller (lib/staff/audited-sign-in.ts). */
export interface SignInEvent {
  action: 'staff.sign-in' | 'staff.sign-in-failed' | 'staff.enrolled';
  staffId: number | null;
  email: string;
  detail: Record<string, string>;
}

export async function signInStaff(
  jar: CookieJar,
  emailRaw: string,
  password: string,
  client: string,
): Promise<{ answer: Answer<{ next: StaffStep }>; event: SignInEvent | null }> {
  const email = normalizeEmail(emailRaw).slice(0, 254);
  const outcome = await authenticate(email, password, client, staffCredentials);
  if (!outcome.ok) {
    log().info(
      { event: 'staff.sign-in', emailTag: emailTag(email), client, outcome: outcome.key },
      'staff sign-in refused',
    );
    const message =
      outcome.key === 'invalidCredentials'
        ? 'Correo o contraseña incorrectos.'
        : failedAnswer(outcome.key, email).exceptionmessage;
    const known = await db().staffUser.findUnique({ where: { email }, select: { id: true } });
    // A lockout this failure set is in the trail too, with its length.
    const detail: Record<string, string> = {
      motivo: outcome.key,
      ...(outcome.lockedSeconds ? { bloqueo: `${Math.ceil(outcome.lockedSeconds / 60)} min` } : {}),
    };
    return {
      answer: { ok: false, message },
      event: known ? { action: 'staff.sign-in-failed', staffId: known.id, email, detail } : null,
    };
  }
  await startPendingSignIn(jar, 'staff', outcome.user.id);
  const factors = await staffFactors(outcome.user.id);
  const next: StaffStep = factors ? stepAfterPassword(factors) : 'enrol';
  log().info(
    { event: 'staff.sign-in', emailTag: emailTag(email), client, outcome: next, staffId: outcome.user.id },
    'staff password accepted',
  );
  return { answer: { ok: true, next }, event: null };
}

/** Where the request's pending staff sign-in stands (for the sign-in page), or null. */
export async function staffPendingStep(jar: CookieJar): Promise<{ step: StaffStep; email: string } | null> {
  const pending = await readPendingSignIn(jar, 'staff');
  if (!pending || pending.verified) return null;
  const user = await db().staffUser.findFirst({
    where: { id: pending.uid, ...signInAllowedWhere },
    select: { email: true, ...factorSelect },
  });
  if (!user) return null;
  return { step: stepAfterPassword(user), email: user.email };
}

/** The second step of an enrolled member: a code or a recovery code; a session on success. */
export async function verifyStaffCode(
  jar: CookieJar,
  code: string,
  client: string,
  userAgent: string,
): Promise<{ answer: Answer; event: SignInEvent | null }> {
  const outcome = await checkPendingCode(jar, code, client, staffPendingOwner);
  if (!outcome.ok) {
    const message =
      outcome.refusal === 'accountLocked'
        ? failedAnswer('accountLocked', outcome.email).exceptionmessage
        : SECOND_FACTOR_MESSAGES[outcome.refusal];
    const event: SignInEvent | null = outcome.id
      ? {
          action: 'staff.sign-in-failed',
          staffId: outcome.id,
          email: outcome.email,
          detail: { motivo: outcome.refusal },
        }
      : null;
    return { answer: { ok: false, message }, event };
  }
  await startStaffSession(jar, outcome.id, new Date(), userAgent);
  return {
    answer: { ok: true },
    event: { action: 'staff.sign-in', staffId: outcome.id, email: outcome.email, detail: { factor: outcome.factor } },
  };
}

/**
 * The request's pending sign-in of a member with no second factor yet (who must enrol), or null.
 * Only a staff pending sign-in (its own sealed kind) of a member whose invitation was accepted.
 */
export async function pendingEnrolment(jar: CookieJar) {
  const pending = await readPendingSignIn(jar, 'staff');
  if (!pending || pending.verified) return null;
  const user = await db().staffUser.findFirst({
    where: { id: pending.uid, ...signInAllowedWhere },
    select: { id: true, email: true, ...factorSelect },
  });
  return user && !hasSecondFactor(user) ? { pending, user } : null;
}

export const EXPIRED = SECOND_FACTOR_MESSAGES.SegundoFactorCaducado;

/** A new secret for the pending member who is not enrolled yet. */
export async function startStaffEnrolment(jar: CookieJar): Promise<Answer<{ enrolment: Enrolment }>> {
  const found = await pendingEnrolment(jar);
  const enrolment = found
    ? await startTotpEnrolment(staffTotpStore, found.user.id, `Gestión · ${found.user.email}`)
    : null;
  return enrolment ? { ok: true, enrolment } : { ok: false, message: EXPIRED };
}

/** Confirms enrolment with a current code: the recovery codes (shown once) and a session. */
export async function confirmStaffEnrolment(
  jar: CookieJar,
  code: string,
  userAgent: string,
): Promise<{ answer: Answer<{ codes: string[] }>; event: SignInEvent | null }> {
  const found = await pendingEnrolment(jar);
  if (!found) {
    clearPendingSignIn(jar, 'staff');
    return { answer: { ok: false, message: EXPIRED }, event: null };
  }
  if (!(await consume(pendingRule, found.pending.nonce)).allowed) {
    clearPendingSignIn(jar, 'staff');
    return { answer: { ok: false, message: SECOND_FACTOR_MESSAGES.SegundoFactorIntentos }, event: null };
  }
  const codes = await confirmTotpEnrolment(staffTotpStore, found.user.id, code.slice(0, 32));
  if (!codes)
    return {
      answer: { ok: false, message: 'El código no es correcto. Escribe el que muestra ahora tu aplicación.' },
      event: null,
    };
  await queueMail(securityNoticeMail('staff', found.user.email, { what: 'totp-on' }, { at: new Date(), userAgent }));
  if (!(await spendPendingSignIn(jar, found.pending))) return { answer: { ok: false, message: EXPIRED }, event: null };
  await startStaffSession(jar, found.user.id, new Date(), userAgent);
  return {
    answer: { ok: true, codes },
    event: { action: 'staff.enrolled', staffId: found.user.id, email: found.user.email, detail: { factor: 'totp' } },
  };
}
