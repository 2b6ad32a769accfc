// CambioPassUser: a signed-in user changing the password, or (id -1) a user with a temporary
// password changing it at sign-in, which then signs them in. Every session of the user is revoked;
// the caller starts a fresh one.
import 'server-only';
import { refusals } from '@/lib/http/errors';
import {
  PASSWORD_MESSAGES,
  passwordProblem,
  type PasswordChangeForm,
  type PasswordMessageKey,
} from './password-policy';
import { setNewPassword } from './new-password';
import { sessionEmail, type Session } from './session';
import { authenticate, failedAnswer, SECOND_FACTOR_MESSAGE } from './sign-in';

export interface PasswordChangeAnswer {
  loginok: boolean;
  exceptionmessage: string;
  exceptionmessagetraducible: string;
}

function refused(key: PasswordMessageKey): PasswordChangeAnswer {
  return { loginok: false, exceptionmessage: PASSWORD_MESSAGES[key], exceptionmessagetraducible: key };
}

/** Throws 401 when a signed-in change (id ≠ -1) comes without a session. */
/**
 * `secondFactorDoneFor`: the user whose pending sign-in has passed its second factor, if any: the
 * forced change at sign-in of an account with two-factor sign-in needs it.
 */
export async function changePassword(
  form: PasswordChangeForm,
  session: Session | null,
  client: string,
  secondFactorDoneFor: number | null = null,
): Promise<{ answer: PasswordChangeAnswer; signInUserId: number | null }> {
  const atSignIn = form.id === '-1';
  if (!atSignIn && !session) throw refusals.unauthenticated();

  const problem = passwordProblem(form);
  if (problem) return { answer: refused(problem), signInUserId: null };

  // The old password is checked with the sign-in rules (lockout, per-address limit).
  const email = atSignIn ? form.email : await sessionEmail(session!);
  const outcome = await authenticate(email, form.oldpass, client);
  if (!outcome.ok) {
    if (outcome.key === 'invalidCredentials') return { answer: refused('passwordChangeInvalid'), signInUserId: null };
    const { exceptionmessage, exceptionmessagetraducible } = failedAnswer(outcome.key, email);
    return { answer: { loginok: false, exceptionmessage, exceptionmessagetraducible }, signInUserId: null };
  }
  if (!atSignIn && outcome.user.id !== session!.userId) throw refusals.forbidden();
  if (atSignIn && outcome.user.secondFactor && secondFactorDoneFor !== outcome.user.id) {
    return {
      answer: {
        loginok: false,
        exceptionmessage: SECOND_FACTOR_MESSAGE,
        exceptionmessagetraducible: 'SegundoFactorRequerido',
      },
      signInUserId: null,
    };
  }

  await setNewPassword(outcome.user, form.newpass);
  return {
    answer: { loginok: true, exceptionmessage: '', exceptionmessagetraducible: '' },
    signInUserId: outcome.user.id,
  };
}
