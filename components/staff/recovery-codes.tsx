'use client';
// Mi seguridad: a member renews the recovery codes, shown once (the list: components/account/recovery-codes.tsx).
import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { RecoveryCodeList } from '@/components/account/recovery-codes';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { buttonClass, fieldClass, postStaff, secondaryButtonClass } from './post';

/** Mi seguridad: the password and a current code of the app renew the ten codes; the new ones are shown here once. */
export function RenewRecoveryCodes() {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (typeof value !== 'string') return;
    if (name === 'contrasena') setPassword(value);
    else if (name === 'codigo') setCode(value);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    const a = await postStaff('mi-cuenta/codigos', new URLSearchParams({ contrasena: password, codigo: code }));
    setCode('');
    setPassword('');
    setBusy(false);
    if (a.ok) setCodes(a.codes as string[]);
    else setMessage(a.message ?? 'No se han podido renovar los códigos.');
  }

  if (codes.length > 0) {
    return (
      <div className="mt-4 space-y-3">
        <p role="status">
          Estos son tus códigos nuevos; los anteriores ya no sirven. Guárdalos en un lugar seguro: cada uno sirve{' '}
          <strong>una sola vez</strong> y no se volverán a mostrar.
        </p>
        <RecoveryCodeList codes={codes} area="de la gestión" buttonClass={secondaryButtonClass}>
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              setCodes([]);
              router.refresh();
            }}
          >
            He guardado los códigos
          </button>
        </RecoveryCodeList>
      </div>
    );
  }
  return (
    <form ref={form} onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
      <label className="block font-medium">
        Tu contraseña, para generar códigos nuevos
        <input
          type="password"
          className={fieldClass}
          name="contrasena"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <label className="block font-medium">
        Código de 6 cifras de tu aplicación
        <input
          className={fieldClass}
          name="codigo"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <button type="submit" className={buttonClass} disabled={busy}>
        Generar códigos nuevos
      </button>
      {message && (
        <p role="alert" className="w-full text-red-800">
          {message}
        </p>
      )}
    </form>
  );
}
