'use client';
// The page of an invitation link: the token is in the URL fragment (never sent to a server, a log
// or a Referer); the member chooses a password, then goes to the second-factor enrolment.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { buttonClass, fieldClass, hardNavigate, postStaff } from './post';

export function InvitationForm() {
  const [token, setToken] = useState<string | null>(null);
  const [newpass, setNewpass] = useState('');
  const [repeatpass, setRepeatpass] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (typeof value !== 'string') return;
    if (name === 'newpass') setNewpass(value);
    else if (name === 'repeatpass') setRepeatpass(value);
  });

  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token');
    // The fragment leaves the address bar (and the history) once read.
    if (found) history.replaceState(null, '', window.location.pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser
    setToken(found ?? '');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    const a = await postStaff('invitacion', new URLSearchParams({ token: token ?? '', newpass, repeatpass }));
    if (a.ok) {
      hardNavigate('/gestion/entrar');
      return;
    }
    setMessage(a.message ?? 'No se ha podido guardar la contraseña.');
    setBusy(false);
  }

  if (token === '') return <p role="alert">Este enlace no está completo. Ábrelo tal como te llegó en el correo.</p>;
  return (
    <form ref={form} onSubmit={submit} className="space-y-4">
      <label className="block font-medium">
        Nueva contraseña (al menos 10 caracteres)
        <input
          className={fieldClass}
          type="password"
          name="newpass"
          autoComplete="new-password"
          required
          value={newpass}
          onChange={(e) => setNewpass(e.target.value)}
        />
      </label>
      <label className="block font-medium">
        Repite la contraseña
        <input
          className={fieldClass}
          type="password"
          name="repeatpass"
          autoComplete="new-password"
          required
          value={repeatpass}
          onChange={(e) => setRepeatpass(e.target.value)}
        />
      </label>
      {message && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {message}
        </p>
      )}
      <button type="submit" className={buttonClass} disabled={busy || token === null}>
        Guardar y seguir
      </button>
    </form>
  );
}
