'use client';
// Passkeys: add one (the current password first; the WebAuthn browser code loads on the click),
// rename, remove (the current password, in a session that proved a second factor: otherwise the
// row says how to get one instead of asking).
import { useState, type FormEvent } from 'react';
import { defaultPasskeyName } from '@/components/passkey-name';
import { usePasskeysWorkHere } from '@/components/passkey-support';
import { PASSKEYS_NEED_A_DOMAIN } from '@/lib/auth/passkey-host';
import { SessionEnded } from '../api';
import { CallRefused, securityCall, spanishDateTime, type Overview } from './api';
import { button, dangerButton, Notice, primaryButton, Section, textInput } from './ui';

type Passkey = Overview['passkeys'][number];

export const SIGN_IN_AGAIN_TO_REMOVE =
  'Esta sesión entró solo con la contraseña. Para quitar una llave de acceso, sal y vuelve a entrar con una de tus llaves o con el código de tu aplicación.';

function Row({ passkey, verified, onChange }: { passkey: Passkey; verified: boolean; onChange: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function rename(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    await securityCall('seguridad/llaves/renombrar', { id: passkey.id, nombre: name }).catch(() => undefined);
    setEditing(false);
    setBusy(false);
    await onChange();
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!window.confirm(`¿Quitar la llave de acceso «${passkey.name}»? No podrás entrar con ella.`)) return;
    setBusy(true);
    setError('');
    try {
      await securityCall('seguridad/llaves/eliminar', { id: passkey.id, pass: password });
      setPassword('');
      await onChange();
    } catch (e) {
      if (!(e instanceof SessionEnded))
        setError(e instanceof Error && e.message ? e.message : 'No se ha podido quitar la llave.');
      // Removed meanwhile (another tab, a session elsewhere): the list shows the truth.
      if (e instanceof CallRefused && e.status === 404) {
        setPassword('');
        await onChange();
      }
    }
    setBusy(false);
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      {editing ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
          <label className="block text-sm font-medium text-slate-800">
            Nombre
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={60}
              required
              className={textInput}
            />
          </label>
          <button type="submit" disabled={busy} className={primaryButton}>
            Guardar
          </button>
          <button type="button" className={button} onClick={() => setEditing(false)}>
            Cancelar
          </button>
        </form>
      ) : (
        <div>
          <p className="font-medium text-slate-900">{passkey.name}</p>
          <p className="text-sm text-slate-600">
            Añadida el {spanishDateTime(passkey.createdAt)} ·{' '}
            {passkey.lastUsedAt ? `último uso el ${spanishDateTime(passkey.lastUsedAt)}` : 'sin usar todavía'}
          </p>
        </div>
      )}
      {!editing && (
        <div className="flex gap-2">
          <button
            type="button"
            className={button}
            onClick={() => setEditing(true)}
            aria-label={`Renombrar ${passkey.name}`}
          >
            Renombrar
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={busy}
            onClick={() => setRemoving(!removing)}
            aria-expanded={removing}
            aria-label={`Quitar ${passkey.name}`}
          >
            Quitar
          </button>
        </div>
      )}
      {removing &&
        (verified ? (
          <form onSubmit={remove} className="flex w-full flex-wrap items-end gap-2">
            <label className="block text-sm font-medium text-slate-800">
              Tu contraseña, para quitar «{passkey.name}»
              <input
                type="password"
                name="pass"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={textInput}
              />
            </label>
            <button type="submit" disabled={busy} className={dangerButton}>
              {busy ? 'Quitando…' : `Quitar «${passkey.name}»`}
            </button>
          </form>
        ) : (
          <div className="w-full">
            <Notice tone="error">{SIGN_IN_AGAIN_TO_REMOVE}</Notice>
          </div>
        ))}
      {error && (
        <div className="w-full">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
    </li>
  );
}

export function PasskeysSection({
  passkeys,
  verified,
  onChange,
}: {
  passkeys: Passkey[];
  verified: boolean;
  onChange: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const [password, setPassword] = useState('');
  const passkeysWork = usePasskeysWorkHere();

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    setDone('');
    try {
      const { startRegistration, browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) throw new Error('Este navegador no admite llaves de acceso.');
      const options = await securityCall<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        'seguridad/llaves/opciones',
        { pass: password },
      );
      setPassword('');
      const respuesta = await startRegistration({ optionsJSON: options });
      const answer = await securityCall<{ ok: true; message?: string }>('seguridad/llaves/registrar', {
        json: { respuesta, nombre: defaultPasskeyName() },
      });
      await onChange();
      setDone(answer.message ?? 'Llave de acceso añadida. Ya puedes entrar con ella desde la página de acceso.');
    } catch (e) {
      if (e instanceof SessionEnded) return;
      const cancelled = e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError');
      setError(
        cancelled
          ? 'Se ha cancelado el registro de la llave.'
          : e instanceof Error && e.message
            ? e.message
            : 'No se ha podido añadir la llave.',
      );
    }
    setBusy(false);
  }

  const intro =
    'Entra sin contraseña con la huella, la cara o el PIN de tu dispositivo, o con una llave de seguridad. Cada llave sirve solo para esta web.';
  return (
    <Section id="seguridad-llaves" title="Llaves de acceso" intro={intro}>
      {passkeys.length > 0 ? (
        <ul className="divide-y divide-slate-200">
          {passkeys.map((p) => (
            <Row key={p.id} passkey={p} verified={verified} onChange={onChange} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Todavía no tienes ninguna llave de acceso.</p>
      )}
      {!passkeysWork && <Notice tone="error">{PASSKEYS_NEED_A_DOMAIN}</Notice>}
      {passkeysWork && (
        <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-3">
          <label className="block text-sm font-medium text-slate-800">
            Tu contraseña, para añadir una llave
            <input
              type="password"
              name="pass"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={textInput}
            />
          </label>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'Esperando al dispositivo…' : 'Añadir llave de acceso'}
          </button>
        </form>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      {done && <Notice tone="ok">{done}</Notice>}
    </Section>
  );
}
