'use client';
// Staff sign-in: password, then the second factor; or a passkey, which is both. A member with TOTP
// types a code (or a recovery code), one with only passkeys confirms with one, one with neither
// enrols here (TOTP: QR and secret as text, a confirming code, recovery codes shown once; or a
// passkey) before reaching the back office.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ceremonyProblem, registerPasskey, signInWithPasskey } from './passkey-ceremonies';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { usePasskeysWorkHere } from '@/components/passkey-support';
import { PASSKEYS_NEED_A_DOMAIN } from '@/lib/auth/passkey-host';
import { buttonClass, fieldClass, hardNavigate, postStaff, secondaryButtonClass } from './post';
import { RecoveryCodeList } from '@/components/account/recovery-codes';

type Step = 'password' | 'code' | 'passkey' | 'enrol' | 'codes';

interface Enrolment {
  secret: string;
  qr: string;
}

export function StaffSignIn({
  initialStep,
  email: initialEmail,
  notice,
  returnTo = '/gestion',
}: {
  initialStep: 'password' | 'code' | 'passkey' | 'enrol';
  email: string;
  notice: string;
  /** Where the sign-in leads once done (checked by the page: safeStaffReturnPath) */
  returnTo?: string;
}) {
  const [step, setStep] = useState<Step>(initialStep);
  const [email, setEmail] = useState(initialEmail);
  const [pass, setPass] = useState('');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const passkeysWork = usePasskeysWorkHere();
  const focus = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (typeof value !== 'string') return;
    if (name === 'email') setEmail(value);
    else if (name === 'pass') setPass(value);
  });

  useEffect(() => {
    if (step === 'enrol' && !enrolment) {
      void postStaff('entrar/alta', new URLSearchParams()).then((a) => {
        if (a.ok) setEnrolment({ secret: String(a.secret), qr: String(a.qr) });
        else {
          setMessage(a.message ?? 'No se ha podido empezar la configuración.');
          setStep('password');
        }
      });
    }
    focus.current?.focus();
  }, [step, enrolment]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    if (step === 'password') {
      const a = await postStaff('entrar', new URLSearchParams({ email, pass }));
      setPass('');
      if (a.ok) {
        setCode('');
        setStep(a.next === 'enrol' ? 'enrol' : a.next === 'passkey' ? 'passkey' : 'code');
      } else setMessage(a.message ?? 'No se ha podido entrar.');
    } else if (step === 'code') {
      const a = await postStaff('entrar/codigo', new URLSearchParams({ codigo: code }));
      if (a.ok) {
        hardNavigate(returnTo);
        return;
      }
      setMessage(a.message ?? 'El código no es correcto.');
      setCode('');
    } else if (step === 'enrol') {
      const a = await postStaff('entrar/alta/confirmar', new URLSearchParams({ codigo: code }));
      if (a.ok) {
        setCodes(a.codes as string[]);
        setStep('codes');
      } else setMessage(a.message ?? 'El código no es correcto.');
      setCode('');
    }
    setBusy(false);
  }

  async function passkeySignIn() {
    setBusy(true);
    setMessage('');
    try {
      const a = await signInWithPasskey();
      if (a.ok) {
        hardNavigate(returnTo);
        return;
      }
      setMessage(a.message ?? 'No se ha podido entrar con la llave de acceso.');
    } catch (e) {
      setMessage(ceremonyProblem(e, 'Se ha cancelado la llave de acceso.'));
    }
    setBusy(false);
  }

  async function passkeyEnrolment() {
    setBusy(true);
    setMessage('');
    try {
      const a = await registerPasskey('entrar/alta/llave/opciones', 'entrar/alta/llave');
      if (a.ok) {
        hardNavigate(returnTo);
        return;
      }
      setMessage(a.message ?? 'No se ha podido registrar la llave de acceso.');
    } catch (e) {
      setMessage(ceremonyProblem(e, 'Se ha cancelado el registro de la llave.'));
    }
    setBusy(false);
  }

  const passkeyButton = passkeysWork ? (
    <button type="button" className={`${secondaryButtonClass} w-full`} disabled={busy} onClick={passkeySignIn}>
      Entrar con llave de acceso
    </button>
  ) : (
    <p className="text-slate-700">{PASSKEYS_NEED_A_DOMAIN}</p>
  );

  // The second step belongs to the account whose password was typed; someone else starts over.
  const backButton = (
    <button
      type="button"
      className="text-sm font-semibold text-brand-800 underline"
      onClick={() => {
        setStep('password');
        setCode('');
        setMessage('');
      }}
    >
      Volver y entrar con otra cuenta
    </button>
  );

  const alert = message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
      {message}
    </p>
  ) : null;

  if (step === 'codes') {
    return (
      <div className="space-y-4">
        <h2 className="text-xl font-semibold text-navy-900">Códigos de recuperación</h2>
        <p>
          Guárdalos en un lugar seguro: cada uno sirve <strong>una sola vez</strong> si no tienes a mano la aplicación.
          No se volverán a mostrar.
        </p>
        <RecoveryCodeList codes={codes} area="de la gestión" buttonClass={secondaryButtonClass}>
          <a href={returnTo} className={buttonClass}>
            He guardado los códigos, continuar
          </a>
        </RecoveryCodeList>
      </div>
    );
  }

  if (step === 'passkey') {
    return (
      <div className="space-y-4">
        <p>
          Tu cuenta se verifica con una llave de acceso. Úsala para terminar de entrar (la huella, la cara o el PIN de
          tu dispositivo, o tu llave de seguridad).
        </p>
        {alert}
        {passkeyButton}
        {backButton}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form ref={form} onSubmit={submit} className="space-y-4" noValidate>
        {notice && step === 'password' && (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">{notice}</p>
        )}
        {step === 'password' && (
          <>
            <label className="block font-medium">
              Correo electrónico
              <input
                ref={focus}
                className={fieldClass}
                type="email"
                name="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            <label className="block font-medium">
              Contraseña
              <input
                className={fieldClass}
                type="password"
                name="pass"
                autoComplete="current-password"
                required
                value={pass}
                onChange={(e) => setPass(e.target.value)}
              />
            </label>
          </>
        )}
        {step === 'code' && (
          <label className="block font-medium">
            Código de tu aplicación de autenticación (o un código de recuperación)
            <input
              ref={focus}
              className={fieldClass}
              name="codigo"
              inputMode="text"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
        )}
        {step === 'enrol' && (
          <div className="space-y-3">
            <h2 className="text-xl font-semibold text-navy-900">Configura la verificación en dos pasos</h2>
            <p>
              Es obligatoria para entrar en la gestión. Escanea el código QR con tu aplicación de autenticación (Google
              Authenticator, Microsoft Authenticator, 1Password…) o escribe la clave a mano.
            </p>
            {enrolment ? (
              <>
                {/* eslint-disable-next-line @next/next/no-img-element -- an SVG made on the server for this one secret */}
                <img
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr)}`}
                  alt="Código QR para tu aplicación de autenticación"
                  width={200}
                  height={200}
                  className="rounded border border-slate-200 bg-white"
                />
                <p>
                  Clave:{' '}
                  <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono">
                    {enrolment.secret}
                  </code>
                </p>
              </>
            ) : (
              <p aria-live="polite">Preparando la clave…</p>
            )}
            <label className="block font-medium">
              Código de 6 cifras que muestra la aplicación
              <input
                ref={focus}
                className={fieldClass}
                name="codigo"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </label>
          </div>
        )}
        {alert}
        <button type="submit" className={buttonClass} disabled={busy}>
          {step === 'password' ? 'Entrar' : step === 'code' ? 'Verificar' : 'Confirmar'}
        </button>
      </form>
      {step === 'code' && backButton}
      {step === 'password' && (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          {passkeysWork && (
            <p className="text-sm text-slate-600">Con una llave de acceso no necesitas la contraseña ni el código.</p>
          )}
          {passkeyButton}
        </div>
      )}
      {step === 'enrol' && passkeysWork && (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <h2 className="text-lg font-semibold text-navy-900">O usa una llave de acceso</h2>
          <p>
            En lugar de la aplicación, registra una llave de acceso: la huella, la cara o el PIN de este dispositivo, o
            una llave de seguridad. Sustituye a la contraseña y al código.
          </p>
          <button type="button" className={secondaryButtonClass} disabled={busy} onClick={passkeyEnrolment}>
            Registrar una llave de acceso
          </button>
        </div>
      )}
    </div>
  );
}
