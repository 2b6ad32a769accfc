// Passkey sign-in in the browser, loaded by the login form only when used (the button, or the
// e-mail field's first focus for autofill): the WebAuthn ceremony and the two calls around it.
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, startAuthentication } from '@simplewebauthn/browser';

export interface PasskeyAnswer {
  loginok: boolean;
  email?: string;
  exceptionmessage?: string;
  exceptionmessagetraducible?: string;
}

/** Whether a ceremony can run here (`autofill`: suggestions under the e-mail field). */
export async function passkeysAvailable(autofill: boolean): Promise<boolean> {
  return autofill ? browserSupportsWebAuthnAutofill() : browserSupportsWebAuthn();
}

/** One ceremony; `onAnswerStarts` runs once the browser has the user's answer. Throws when cancelled. */
export async function signInWithPasskey(autofill: boolean, onAnswerStarts: () => void): Promise<PasskeyAnswer> {
  const options = await fetch('/api/cuenta/llave/opciones', { method: 'POST', credentials: 'same-origin' }).then((r) =>
    r.json(),
  );
  const assertion = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  onAnswerStarts();
  const res = await fetch('/api/cuenta/llave/entrar', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(assertion),
  });
  return res.json();
}
