'use client';
// Passkeys: add one (the current password first; the WebAuthn browser code loads on the click),
// rename, remove (the current password, in a session that proved a second factor: otherwise the
// row says how to get one instead of asking). One sentence at a time says what the last action did
// (cleared when the next starts): under the field it concerns, or, when its row is gone (removed),
// below the section; the focus goes to it, or to the next field to fill, never to <body>.
import { useId, useRef, useState, type FormEvent } from 'react';
import { defaultPasskeyName } from '@/components/passkey-name';
import { usePasskeysWorkHere } from '@/components/passkey-support';
import { PASSKEYS_NEED_A_DOMAIN } from '@/lib/auth/passkey-host';
import { SessionEnded } from '../api';
import { CallRefused, securityCall, spanishDateTime, type Overview } from './api';
import { button, dangerButton, Notice, primaryButton, Section, textInput, useFocusAfterRender } from './ui';

type Passkey = Overview['passkeys'][number];

/** What the last action said, and where: below the section, or in one row's rename or removal form. */
type Message = { tone: 'ok' | 'error'; text: string; at: 'section' | `rename:${string}` | `remove:${string}` };

export const SIGN_IN_AGAIN_TO_REMOVE =
  'Esta sesión entró solo con la contraseña. Para quitar una llave de acceso, sal y vuelve a entrar con una de tus llaves o con el código de tu aplicación.';

export const NAME_REFUSED = 'Escribe un nombre para la llave.';
export const passkeyRemoved = (name: string) => `Llave de acceso quitada: «${name}». Ya no podrás entrar con ella.`;

function Row({
  passkey,
  verified,
  message,
  onStart,
  onMessage,
  onChange,
}: {
  passkey: Passkey;
  verified: boolean;
  /** The last action's sentence, when it belongs to this row */
  message: Message | null;
  /** A new action starts here: the last sentence, wherever it is, goes. */
  onStart: () => void;
  /** Says how an action ended; a sentence below the section takes the focus there. */
  onMessage: (message: Message) => void;
  onChange: () => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const focusAfter = useFocusAfterRender();
  const renameButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const removalNotice = useRef<HTMLParagraphElement>(null);
  const nameErrorId = useId();
  const nameError = message?.at === `rename:${passkey.id}` ? message.text : '';
  const removalError = message?.at === `remove:${passkey.id}` ? message.text : '';

  function startRenaming() {
    onStart();
    setName(passkey.name);
    setEditing(true);
    focusAfter(() => nameInput.current);
  }

  function stopRenaming() {
    onStart();
    setEditing(false);
    focusAfter(() => renameButton.current);
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    onStart();
    setBusy(true);
    try {
      await securityCall('seguridad/llaves/renombrar', { id: passkey.id, nombre: name });
      await onChange();
      setEditing(false);
      // Back on «Renombrar», whose name now says the new one.
      focusAfter(() => renameButton.current);
    } catch (e) {
      if (!(e instanceof SessionEnded)) {
        // The editor stays open, the sentence under the field and the focus in it, to fix the name.
        onMessage({
          tone: 'error',
          text: e instanceof Error && e.message ? e.message : NAME_REFUSED,
          at: `rename:${passkey.id}`,
        });
        focusAfter(() => nameInput.current);
      }
    }
    setBusy(false);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!window.confirm(`¿Quitar la llave de acceso «${passkey.name}»? No podrás entrar con ella.`)) return;
    onStart();
    setBusy(true);
    try {
      await securityCall('seguridad/llaves/eliminar', { id: passkey.id, pass: password });
      setPassword('');
      await onChange();
      // This row is gone: the sentence below the section says so, and takes the focus.
      onMessage({ tone: 'ok', text: passkeyRemoved(passkey.name), at: 'section' });
    } catch (e) {
      if (e instanceof SessionEnded) return;
      const text = e instanceof Error && e.message ? e.message : 'No se ha podido quitar la llave.';
      if (e instanceof CallRefused && e.status === 404) {
        // Removed meanwhile (another tab, a session elsewhere): the list shows the truth.
        setPassword('');
        await onChange();
        onMessage({ tone: 'error', text, at: 'section' });
      } else {
        onMessage({ tone: 'error', text, at: `remove:${passkey.id}` });
        focusAfter(() => removalNotice.current);
      }
    }
    setBusy(false);
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      {editing ? (
        <form onSubmit={rename} className="w-full">
          <div className="flex flex-wrap items-end gap-2">
            <label className="block text-sm font-medium text-slate-800">
              Nombre
              <input
                ref={nameInput}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={60}
                required
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? nameErrorId : undefined}
                className={textInput}
              />
            </label>
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? 'Guardando…' : 'Guardar'}
            </button>
            <button type="button" className={button} onClick={stopRenaming}>
              Cancelar
            </button>
          </div>
          {nameError && (
            <Notice id={nameErrorId} tone="error">
              {nameError}
            </Notice>
          )}
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
          {/* Its accessible name starts with the word it shows (WCAG 2.5.3, label in name). */}
          <button
            ref={renameButton}
            type="button"
            className={button}
            onClick={startRenaming}
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
      {removalError && (
        <div className="w-full">
          <Notice ref={removalNotice} tone="error">
            {removalError}
          </Notice>
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
  const [message, setMessage] = useState<Message | null>(null);
  const [password, setPassword] = useState('');
  const passkeysWork = usePasskeysWorkHere();
  const focusAfter = useFocusAfterRender();
  const sectionNotice = useRef<HTMLParagraphElement>(null);

  /** Says how an action ended; one said below the section takes the focus (its row may be gone). */
  function report(said: Message) {
    setMessage(said);
    if (said.at === 'section') focusAfter(() => sectionNotice.current);
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
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
      report({
        tone: 'ok',
        text: answer.message ?? 'Llave de acceso añadida. Ya puedes entrar con ella desde la página de acceso.',
        at: 'section',
      });
    } catch (e) {
      if (e instanceof SessionEnded) return;
      const cancelled = e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError');
      report({
        tone: 'error',
        text: cancelled
          ? 'Se ha cancelado el registro de la llave.'
          : e instanceof Error && e.message
            ? e.message
            : 'No se ha podido añadir la llave.',
        at: 'section',
      });
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
            <Row
              key={p.id}
              passkey={p}
              verified={verified}
              message={message?.at.endsWith(`:${p.id}`) ? message : null}
              onStart={() => setMessage(null)}
              onMessage={report}
              onChange={onChange}
            />
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
      {message?.at === 'section' && (
        <Notice ref={sectionNotice} tone={message.tone}>
          {message.text}
        </Notice>
      )}
    </Section>
  );
}
