'use client';
// The sign-in form (LoginUsuario, docs/CONTRACT.md "Session and account"): failure in red with the server's message, `regenerarpass`
// opens the forced change dialog, success goes to /micuenta or the page of it that sent the visitor
// here (`returnTo`, lib/auth/return-path.ts), a network failure shows an error state.
// Accounts with two-factor sign-in get a second step for the code (or a recovery code); a passkey
// signs in by itself. The dialog, the message formatter it needs and the WebAuthn code load only
// when needed, and the form's own words come from the server as props: /login stays light.
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { usePasskeysWorkHere } from '@/components/passkey-support';
import { PASSKEYS_NEED_A_DOMAIN } from '@/lib/auth/passkey-host';
import { ACCOUNT_HOME, safeReturnPath } from '@/lib/auth/return-path';
import { hardNavigate, postForm } from './api';
import type { PasswordChangeMessages } from './forced-change';
import { PasswordField } from './password-field';
import { serverMessage } from './server-message';

// React's own lazy and plain links, not next/dynamic and next/link: their client code would be
// /login's alone among the public-weight pages (a sign-in ends in a full page load anyway).
const ForcedChange = lazy(() => import('./forced-change'));

/** The Login namespace of messages/es.json, read on the server. */
export interface LoginTexts {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  failed: string;
  networkError: string;
  expired: string;
  server: Record<string, string>;
}

const input =
  'mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';

interface LoginAnswer {
  loginok: boolean;
  regenerarpass?: boolean;
  inscribirsegundofactor?: boolean;
  segundofactor?: boolean;
  email?: string;
  exceptionmessage?: string;
  exceptionmessagetraducible?: string;
}

export function LoginForm({
  expired,
  passwordReset = false,
  accountActivated = false,
  returnTo = ACCOUNT_HOME,
  texts,
  passwordChangeMessages,
}: {
  expired: boolean;
  passwordReset?: boolean;
  /** Arrived from an invitation link, having chosen the first password */
  accountActivated?: boolean;
  /** Where a sign-in leads (the page's `?volver=`); checked again here, /micuenta when refused. */
  returnTo?: string;
  texts: LoginTexts;
  passwordChangeMessages: PasswordChangeMessages;
}) {
  const t = Object.assign(
    (key: string) =>
      (key.startsWith('server.') ? texts.server[key.slice(7)] : (texts as unknown as Record<string, string>)[key]) ??
      key,
    {
      has: (key: string) => key.startsWith('server.') && key.slice(7) in texts.server,
    },
  );
  const passkeysWork = usePasskeysWorkHere();
  const [email, setEmail] = useState('');
  const [pass, setPass] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [message, setMessage] = useState('');
  const [networkError, setNetworkError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [forced, setForced] = useState<{ email: string; old: string } | null>(null);
  const autofillStarted = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (typeof value !== 'string') return;
    if (name === 'email') setEmail(value);
    else if (name === 'pass') setPass(value);
  });

  // Every way in ends here: the password, the second step, a passkey, the forced change.
  const toAccount = () => hardNavigate(safeReturnPath(returnTo));

  function handle(answer: LoginAnswer) {
    if (answer.loginok) {
      // A billing contact whose hotel requires two-factor sign-in enrols before anything else,
      // wherever they were going.
      if (answer.inscribirsegundofactor) hardNavigate('/micuenta?pestana=seguridad');
      else toAccount();
      return;
    }
    if (answer.segundofactor) {
      setStep('code');
      setCode('');
    } else if (answer.regenerarpass) {
      setForced({ email: answer.email || email, old: pass });
    } else {
      setMessage(serverMessage(t, answer, t('failed')));
      // An expired or exhausted second step starts over with the password.
      if (
        answer.exceptionmessagetraducible === 'SegundoFactorCaducado' ||
        answer.exceptionmessagetraducible === 'SegundoFactorIntentos'
      )
        setStep('password');
    }
    setBusy(false);
  }

  async function call(endpoint: string, fields: Record<string, string>) {
    setMessage('');
    setNetworkError(false);
    setBusy(true);
    try {
      const res = await postForm(endpoint, fields);
      if (!res.ok) throw new Error(String(res.status));
      handle(await res.json());
    } catch {
      setNetworkError(true);
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void (step === 'password'
      ? call('LoginUsuario', { email, pass })
      : call('VerificarSegundoFactor', { codigo: code }));
  }

  /** One passkey ceremony: the browser's own prompt, or (autofill) the suggestion under the e-mail field. */
  async function passkey(autofill: boolean): Promise<boolean> {
    const api = await import('./passkey-sign-in');
    if (!(await api.passkeysAvailable(autofill))) return false;
    handle(await api.signInWithPasskey(autofill, () => setBusy(true)));
    return true;
  }

  async function passkeyButton() {
    setMessage('');
    setNetworkError(false);
    try {
      if (!(await passkey(false)))
        setMessage('Este navegador no admite llaves de acceso. Entra con tu correo y contraseña.');
    } catch (error) {
      setBusy(false);
      const cancelled = error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
      if (!cancelled)
        setMessage('No hemos podido comprobar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.');
    }
  }

  /** Offers saved passkeys in the e-mail field's suggestions, where the browser can (conditional UI). */
  async function startAutofill() {
    if (autofillStarted.current) return;
    autofillStarted.current = true;
    try {
      await passkey(true);
    } catch {
      // Cancelled, or replaced by the button's own ceremony: the password form is still there.
      setBusy(false);
    }
  }

  const invalid = Boolean(message) || networkError;
  // A refusal: the caret back in the field to correct (the button it was on was disabled while the
  // call ran, which sent focus to the page), its text selected to type over; the alert is read out.
  useEffect(() => {
    if (!invalid) return;
    const field = form.current?.querySelector<HTMLInputElement>(
      step === 'password' ? '[name="pass"]' : '[name="codigo"]',
    );
    field?.focus();
    field?.select();
  }, [invalid, message, step]);
  const notice = 'mb-4 rounded-md border px-3 py-2 text-sm';
  return (
    <div className="mx-auto max-w-md">
      {passwordReset && !invalid && (
        <p role="status" className={`${notice} border-teal-300 bg-teal-50 text-teal-900`}>
          Contraseña cambiada. Ya puedes entrar con la nueva.
        </p>
      )}
      {accountActivated && !invalid && (
        <p role="status" className={`${notice} border-teal-300 bg-teal-50 text-teal-900`}>
          Tu acceso está activado. Entra con tu correo y la contraseña que acabas de elegir.
        </p>
      )}
      {expired && !invalid && !passwordReset && !accountActivated && (
        <p role="status" className={`${notice} border-amber-300 bg-amber-50 text-amber-900`}>
          {t('expired')}
        </p>
      )}
      <form
        ref={form}
        onSubmit={submit}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-busy={busy}
        data-state={networkError ? 'error' : undefined}
      >
        {step === 'password' ? (
          <>
            <label className="block text-sm font-medium text-slate-800">
              {t('email')}
              <input
                type="email"
                name="email"
                autoComplete="username webauthn"
                required
                value={email}
                onFocus={startAutofill}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={invalid || undefined}
                className={`${input} ${invalid ? 'border-red-600' : 'border-slate-300'}`}
              />
            </label>
            <PasswordField
              label={t('password')}
              name="pass"
              autoComplete="current-password"
              value={pass}
              onChange={setPass}
              invalid={invalid}
            />
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Introduce el código de 6 cifras de tu aplicación de autenticación. Si no tienes el móvil a mano, escribe
              uno de tus códigos de recuperación.
            </p>
            <label className="block text-sm font-medium text-slate-800">
              Código de verificación
              <input
                // The field appears in place of the password: the caret goes straight to it.
                autoFocus
                name="codigo"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={32}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={invalid || undefined}
                className={`${input} tracking-widest ${invalid ? 'border-red-600' : 'border-slate-300'}`}
              />
            </label>
          </>
        )}
        {message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        )}
        {networkError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('networkError')}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
        >
          {busy ? t('submitting') : step === 'password' ? t('submit') : 'Verificar'}
        </button>
        {step === 'password' ? (
          <>
            {passkeysWork ? (
              <button
                type="button"
                onClick={passkeyButton}
                disabled={busy}
                className="w-full rounded-md border border-teal-800 px-4 py-2.5 font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-60"
              >
                Entrar con llave de acceso
              </button>
            ) : (
              <p className="text-sm text-slate-600">{PASSKEYS_NEED_A_DOMAIN}</p>
            )}
            <p className="text-sm">
              <a href="/recuperar-contrasena" className="font-semibold text-teal-800 underline hover:text-teal-950">
                ¿Has olvidado tu contraseña?
              </a>
            </p>
          </>
        ) : (
          <button
            type="button"
            onClick={() => {
              setStep('password');
              setMessage('');
            }}
            className="text-sm font-semibold text-teal-800 underline hover:text-teal-950"
          >
            Volver y entrar con otra cuenta
          </button>
        )}
      </form>
      {forced && (
        <Suspense fallback={null}>
          <ForcedChange
            messages={passwordChangeMessages}
            email={forced.email}
            initialOld={forced.old}
            onClose={() => setForced(null)}
            onSuccess={() => setTimeout(toAccount, 600)}
          />
        </Suspense>
      )}
    </div>
  );
}
