// What it takes to weaken one's own access, customers and staff alike: removing a passkey, turning
// two-factor sign-in off, new recovery codes. Neither a stolen password alone (it would strip the
// owner's second factor, enrol one of its own and lock the owner out) nor a browser left open alone
// may do it. So each needs:
//  1. when the account has a second factor, a proof of it made in this session: the session's own
//     sign-in or enrolment proved one (Session.secondFactorAt; every staff session has), or a code
//     of the authenticator app typed now. Asked first, before any password is counted;
//  2. the current password, counted before it is checked like a sign-in (lib/auth/sign-in.ts);
//  3. the code, when one is given, counted before it is checked like a sign-in code.
import 'server-only';
import { forget } from '@/lib/http/rate-limit';
import { accountRule, countAccountAttempt } from './lockout';
import { authenticate, emailTag, failedAnswer, lockIfLastFailure, type CredentialSource } from './sign-in';
import { verifySecondFactor, type TotpStore } from './totp';

export interface OwnAccessChange {
  owner: { id: number; email: string };
  /** Whose passwords and lockout counters (customers' or staff's). */
  credentials: CredentialSource;
  password: string;
  client: string;
  /** The account has a second factor (authenticator app or passkey) now. */
  hasSecondFactor: boolean;
  /** The session proved a second factor (its sign-in, or the account's first enrolment in it). */
  sessionProved: boolean;
  /** A code typed with the change; `recovery`: a recovery code is accepted too (and spent). */
  code?: { store: TotpStore; input: string; recovery: boolean };
  /** The sentence for a wrong password (the customers' and the staff's pages word it apart). */
  wrongPassword: string;
}

export interface OwnAccessRefusal {
  reason: 'prove-second-factor' | 'wrong-password' | 'wrong-code' | 'locked';
  message: string;
}

export const PROVE_SECOND_FACTOR_TO_CHANGE =
  'Esta sesión entró solo con la contraseña. Para hacer este cambio, sal y vuelve a entrar con tu llave de acceso o con el código de tu aplicación.';
export const WRONG_CODE = 'El código no es correcto o ya se ha usado. Escribe el que muestra ahora tu aplicación.';

/** Null when the change may go ahead; otherwise why not, in the sentence to show. */
export async function checkOwnAccessChange(change: OwnAccessChange): Promise<OwnAccessRefusal | null> {
  const { owner, credentials, client, code } = change;
  if (change.hasSecondFactor && !change.sessionProved && !code)
    return { reason: 'prove-second-factor', message: PROVE_SECOND_FACTOR_TO_CHANGE };
  const outcome = await authenticate(owner.email, change.password, client, credentials);
  if (!outcome.ok) {
    return outcome.key === 'invalidCredentials'
      ? { reason: 'wrong-password', message: change.wrongPassword }
      : { reason: 'locked', message: failedAnswer(outcome.key, owner.email).exceptionmessage };
  }
  if (outcome.user.id !== owner.id) return { reason: 'wrong-password', message: change.wrongPassword };
  if (!code) return null;
  const key = credentials.counterKey(owner.email);
  const counted = await countAccountAttempt(key, {
    emailTag: emailTag(owner.email),
    client,
    userId: owner.id,
    scope: credentials.scope,
  });
  if (!counted.allowed)
    return { reason: 'locked', message: failedAnswer('accountLocked', owner.email).exceptionmessage };
  const input = code.input.slice(0, 64);
  // Where a recovery code is not accepted, one is not even looked at (it would be spent).
  const factor =
    code.recovery || /^\d{6}$/.test(input.replace(/\s+/g, ''))
      ? await verifySecondFactor(code.store, owner.id, input)
      : null;
  if (!factor) {
    await lockIfLastFailure(owner.email, counted.count, { userId: owner.id, client, scope: credentials.scope }, key);
    return { reason: 'wrong-code', message: WRONG_CODE };
  }
  await forget(accountRule(), key);
  return null;
}
