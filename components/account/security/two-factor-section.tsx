'use client';
// Two-factor sign-in: enrolment (QR code and the secret as text, a current code confirms it, ten
// recovery codes shown once to copy or download) and turning it off (password and a code, each
// counted like a sign-in).
import { useState, type FormEvent } from 'react';
import { SessionEnded } from '../api';
import { PasswordField } from '../password-field';
import { RecoveryCodeList } from '../recovery-codes';
import { securityCall, type Overview } from './api';
import { button, dangerButton, Notice, primaryButton, Section, textInput } from './ui';

type Enrolling = { secret: string; qr: string };

function CodeInput({
  value,
  onChange,
  label = 'Código de 6 cifras de la aplicación',
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <input
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

function RecoveryCodes({ codes, note, onDone }: { codes: string[]; note?: string; onDone: () => void }) {
  return (
    <div>
      <Notice tone="ok">Verificación en dos pasos activada. Guarda ahora estos códigos: no volverás a verlos.</Notice>
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

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError('');
    setDone('');
    try {
      await work();
    } catch (e) {
      if (!(e instanceof SessionEnded))
        setError(e instanceof Error ? e.message : 'No se ha podido completar la operación.');
    }
    setBusy(false);
  }

  const start = () => run(async () => setEnrolling(await securityCall<Enrolling>('seguridad/totp', {})));

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
          onDone={() => {
            setCodes(null);
            void onChange();
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
            <CodeInput value={code} onChange={setCode} />
            {error && <Notice tone="error">{error}</Notice>}
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={busy} className={primaryButton}>
                {busy ? 'Comprobando…' : 'Confirmar y activar'}
              </button>
              <button type="button" className={button} onClick={() => setEnrolling(null)}>
                Cancelar
              </button>
            </div>
          </div>
        </form>
      ) : totp.enabled ? (
        <div>
          <p className="text-sm font-medium text-teal-900">
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
              {error && <Notice tone="error">{error}</Notice>}
              <button type="submit" disabled={busy} className={dangerButton}>
                {busy ? 'Desactivando…' : 'Desactivar'}
              </button>
            </form>
          </details>
        </div>
      ) : (
        <div>
          <button type="button" onClick={start} disabled={busy} className={primaryButton}>
            Activar verificación en dos pasos
          </button>
          {error && <Notice tone="error">{error}</Notice>}
        </div>
      )}
      {done && <Notice tone="ok">{done}</Notice>}
    </Section>
  );
}
