// A hotel contact's password sign-in (LoginUsuario): the auth mechanisms (lib/auth/sign-in.ts:
// counters, lockout, the same answer for unknown e-mails) plus what the customer's account adds:
// the pending second step, the forced password change, and the hint that a password-only session
// of a hotel that demands two factors gets no invoices.
import 'server-only';
import {
  authenticate,
  emailTag,
  failedAnswer,
  normalizeEmail,
  SECOND_FACTOR_MESSAGE,
  type LoginAnswer,
} from '@/lib/auth/sign-in';
import { log } from '@/lib/log';
import { mustProveSecondFactor } from './second-factor-requirement';

/** The password sign-in answer's field for a user whose password-only session gets no invoices. */
export async function enrolmentHint(userId: number): Promise<{ inscribirsegundofactor?: true }> {
  return (await mustProveSecondFactor({ userId, secondFactor: false })) ? { inscribirsegundofactor: true } : {};
}

/**
 * LoginUsuario: the contract answer and, on success, the user to start a session for; or, for an
 * account with two-factor sign-in, the user whose second step is pending.
 */
export async function signIn(
  emailRaw: string,
  password: string,
  client: string,
): Promise<{ answer: LoginAnswer; userId: number | null; pendingUserId?: number }> {
  const email = normalizeEmail(emailRaw);
  const outcome = await authenticate(email, password, client);
  const attempt = { event: 'auth.sign-in', emailTag: emailTag(email), client };
  if (!outcome.ok) {
    log().info({ ...attempt, outcome: outcome.key }, 'sign-in refused');
    return { answer: failedAnswer(outcome.key, email), userId: null };
  }
  if (outcome.user.secondFactor) {
    // No session yet; a forced password change, if any, comes after the code.
    log().info({ ...attempt, outcome: 'secondFactor', userId: outcome.user.id }, 'sign-in needs a second factor');
    return {
      answer: {
        loginok: false,
        regenerarpass: false,
        segundofactor: true,
        email: outcome.user.email,
        exceptionmessage: SECOND_FACTOR_MESSAGE,
        exceptionmessagetraducible: 'SegundoFactorRequerido',
      },
      userId: null,
      pendingUserId: outcome.user.id,
    };
  }
  if (outcome.user.mustChangePassword) {
    // No session until CambioPassUser (id -1) succeeds.
    log().info({ ...attempt, outcome: 'mustChangePassword', userId: outcome.user.id }, 'sign-in needs a new password');
    return { answer: failedAnswer('mustChangePassword', outcome.user.email, true), userId: null };
  }
  log().info({ ...attempt, outcome: 'ok', userId: outcome.user.id }, 'signed in');
  return {
    answer: {
      loginok: true,
      regenerarpass: false,
      email: outcome.user.email,
      exceptionmessage: '',
      exceptionmessagetraducible: '',
      ...(await enrolmentHint(outcome.user.id)),
    },
    userId: outcome.user.id,
  };
}
