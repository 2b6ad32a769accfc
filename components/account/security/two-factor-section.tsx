'use client';
// Two-factor sign-in: enrolment (the current password first, as for adding a passkey; then the QR
// code and the secret as text, a current code confirms it, ten recovery codes shown once to copy or
// download) and turning it off (password and a code, each counted like a sign-in). After each
// action the focus goes to the next field to fill or to the sentence saying what happened.
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { SessionEnded } from '../api';
import { PasswordField } from '../password-field';
import { RecoveryCodeList } from '../recovery-codes';
import { securityCall, type Overview } from './api';
import { button, dangerButton, Notice, primaryButton, Section, textInput, useFocusAfterRender } from './ui';

type Enrolling = { secret: string; qr: string };

function CodeInput({
  value,
  onChange,
  label = 'Código de 6 cifras de la aplicación',
  ref,
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <input
        ref={ref}
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={32}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${textInput} max-w-[14rem] tracking-widest`}
      />
    </label>
  );
}

function RecoveryCodes({
  codes,
  note,
  onDone,
  noticeRef,
}: {
  codes: string[];
  note?: string;
  onDone: () => void;
  noticeRef: Ref<HTMLParagraphElement>;
}) {
  return (
    <div>
      <Notice ref={noticeRef} tone="ok">
        Verificación en dos pasos activada. Guarda ahora estos códigos: no volverás a verlos.
      </Notice>
      {note && <Notice tone="ok">{note}</Notice>}
      <p className="mt-3 text-sm text-slate-700">
        Si pierdes el móvil, cada código te deja entrar una vez en lugar del código de la aplicación.
      </p>
      <RecoveryCodeList codes={codes} area="del área de clientes" buttonClass={button}>
        <button type="button" className={primaryButton} onClick={onDone}>
          Ya los he guardado
        </button>
      </RecoveryCodeList>
    </div>
  );
}

export function TwoFactorSection({ totp, onChange }: { totp: Overview['totp']; onChange: () => Promise<void> }) {
  const [enrolling, setEnrolling] = useState<Enrolling | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const [pass, setPass] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const focusAfter = useFocusAfterRender();
  const startPassword = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const errorNotice = useRef<HTMLParagraphElement>(null);
  const doneNotice = useRef<HTMLParagraphElement>(null);
  const codesNotice = useRef<HTMLParagraphElement>(null);
  const enabledState = useRef<HTMLParagraphElement>(null);

  /** Runs an action; `work` answers where the focus goes when it succeeds (a refusal: its sentence). */
  async function run(work: () => Promise<() => HTMLElement | null>) {
    setBusy(true);
    setError('');
    setDone('');
    try {
      focusAfter(await work());
    } catch (e) {
      if (!(e instanceof SessionEnded)) {
        setError(e instanceof Error ? e.message : 'No se ha podido completar la operación.');
        focusAfter(() => errorNotice.current);
      }
    }
    setBusy(false);
  }

  // The current password first, as for adding a passkey; then the code field of the new app.
  const start = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      setEnrolling(await securityCall<Enrolling>('seguridad/totp', { pass }));
      setPass('');
      setCode('');
      return () => codeField.current;
    });
  };

  const cancelEnrolment = () => {
    setEnrolling(null);
    setError('');
    setCode('');
    focusAfter(() => startPassword.current);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await securityCall<{ ok: true; codes: string[]; message?: string }>('seguridad/totp/confirmar', {
        codigo: code,
      });
      setCodes(answer.codes);
      setNote(answer.message ?? '');
      setEnrolling(null);
      setCode('');
      return () => codesNotice.current;
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await securityCall('seguridad/totp/desactivar', { pass, codigo: code });
      setPass('');
      setCode('');
      await onChange();
      setDone('Verificación en dos pasos desactivada.');
      return () => doneNotice.current;
    });
  };

  const intro =
    'Además de la contraseña, al entrar te pediremos el código que muestra una aplicación de autenticación de tu móvil (Google Authenticator, Microsoft Authenticator, FreeOTP…).';
  return (
    <Section id="seguridad-2fa" title="Verificación en dos pasos" intro={intro}>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          note={note}
          noticeRef={codesNotice}
          onDone={() => {
            void onChange().then(() => {
              setCodes(null);
              focusAfter(() => enabledState.current);
            });
          }}
        />
      ) : enrolling ? (
        <form onSubmit={confirm} className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: image, nothing for the optimiser */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolling.qr)}`}
            alt="Código QR para añadir la cuenta a tu aplicación de autenticación"
            width={192}
            height={192}
            className="rounded border border-slate-200 bg-white p-2"
          />
          <div className="space-y-3">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
              <li>En la aplicación, añade una cuenta y escanea el código QR.</li>
              <li>
                ¿No puedes escanearlo? Escribe esta clave:{' '}
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900 select-all">
                  {enrolling.secret}
                </code>
              </li>
              <li>Escribe el código de 6 cifras que aparece para confirmar.</li>
            </ol>
            <CodeInput ref={codeField} value={code} onChange={setCode} />
            {error && (
              <Notice ref={errorNotice} tone="error">
                {error}
              </Notice>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={busy} className={primaryButton}>
                {busy ? 'Comprobando…' : 'Confirmar y activar'}
              </button>
              <button type="button" className={button} onClick={cancelEnrolment}>
                Cancelar
              </button>
            </div>
          </div>
        </form>
      ) : totp.enabled ? (
        <div>
          <p ref={enabledState} tabIndex={-1} className="text-sm font-medium text-teal-900">
            Activada. Te quedan {totp.recoveryCodesLeft} {totp.recoveryCodesLeft === 1 ? 'código' : 'códigos'} de
            recuperación.
          </p>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">
              Desactivar la verificación en dos pasos
            </summary>
            <form onSubmit={disable} className="mt-3 max-w-sm space-y-3">
              <PasswordField
                label="Tu contraseña"
                name="pass"
                autoComplete="current-password"
                value={pass}
                onChange={setPass}
              />
              <CodeInput value={code} onChange={setCode} label="Código de la aplicación o de recuperación" />
              {error && (
                <Notice ref={errorNotice} tone="error">
                  {error}
                </Notice>
              )}
              <button type="submit" disabled={busy} className={dangerButton}>
                {busy ? 'Desactivando…' : 'Desactivar'}
              </button>
            </form>
          </details>
        </div>
      ) : (
        <div>
          <form onSubmit={start} className="flex flex-wrap items-end gap-3">
            <label className="block text-sm font-medium text-slate-800">
              Tu contraseña, para activar la verificación en dos pasos
              <input
                ref={startPassword}
                type="password"
                name="pass"
                autoComplete="current-password"
                required
                value={pass}
                onChange={(e) => setPass(e.target.value)}
                className={textInput}
              />
            </label>
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? 'Comprobando…' : 'Activar verificación en dos pasos'}
            </button>
          </form>
          {error && (
            <Notice ref={errorNotice} tone="error">
              {error}
            </Notice>
          )}
        </div>
      )}
      {done && (
        <Notice ref={doneNotice} tone="ok">
          {done}
        </Notice>
      )}
    </Section>
  );
}
