'use client';
// /restablecer-contrasena#token=… and /activar-cuenta#token=… (an invitation: the first password):
// the token comes in the URL fragment (never sent to a server, a log or a Referer); it is read once
// and taken off the address bar. The policy is shown before typing; success goes to /login with a
// message, a dead link offers to ask for another. Both post to RestablecerPass.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/password-policy';
import { hardNavigate, postForm } from './api';
import { PasswordField } from './password-field';

type State =
  | { status: 'reading' | 'no-token' | 'idle' | 'sending' | 'network' }
  | { status: 'refused'; message: string; deadLink: boolean };

const DEAD_LINK = new Set([
  'resetLinkExpired',
  'resetLinkUsed',
  'resetLinkInvalid',
  'inviteLinkExpired',
  'inviteLinkUsed',
]);

export function ResetPasswordForm({ invitation = false }: { invitation?: boolean }) {
  const [token, setToken] = useState('');
  const [newpass, setNewpass] = useState('');
  const [repeatpass, setRepeatpass] = useState('');
  const [state, setState] = useState<State>({ status: 'reading' });
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
    history.replaceState(null, '', window.location.pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment is only readable in the browser
    setToken(found);
    setState({ status: found ? 'idle' : 'no-token' });
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ status: 'sending' });
    try {
      const res = await postForm('RestablecerPass', { token, newpass, repeatpass });
      const answer = await res.json();
      if (answer.loginok) {
        hardNavigate(invitation ? '/login?activada=1' : '/login?restablecida=1');
        return;
      }
      setState({
        status: 'refused',
        message: answer.exceptionmessage || answer.message || 'No se ha podido cambiar la contraseña.',
        deadLink: DEAD_LINK.has(answer.exceptionmessagetraducible),
      });
    } catch {
      setState({ status: 'network' });
    }
    requestAnimationFrame(() => alert.current?.focus());
  }

  const ask = (
    <a href="/recuperar-contrasena" className="font-semibold text-teal-800 underline hover:text-teal-950">
      Pedir otro enlace
    </a>
  );
  if (state.status === 'reading')
    return <p className="mx-auto max-w-md text-sm text-slate-600">Comprobando el enlace…</p>;
  if (state.status === 'no-token' || (state.status === 'refused' && state.deadLink)) {
    return (
      <div
        ref={alert}
        tabIndex={-1}
        role="alert"
        className="mx-auto max-w-md rounded-xl border border-amber-300 bg-amber-50 p-6 text-sm text-amber-950 focus:outline-none"
      >
        <p>
          {state.status === 'refused'
            ? state.message
            : 'Este enlace no es válido: falta su código. Ábrelo tal como llegó en el correo o pide otro.'}
        </p>
        <p className="mt-3">{ask}</p>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      className="mx-auto max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-busy={state.status === 'sending'}
    >
      <p id="reset-policy" className="text-sm text-slate-600">
        Elige una contraseña de entre {PASSWORD_MIN} y {PASSWORD_MAX} caracteres, difícil de adivinar (una frase de
        varias palabras va bien).
        {invitation
          ? ' Después entrarás con tu correo y esta contraseña.'
          : ' Al guardarla se cerrarán todas tus sesiones abiertas.'}
      </p>
      <PasswordField
        label="Nueva contraseña"
        name="newpass"
        autoComplete="new-password"
        value={newpass}
        onChange={setNewpass}
        describedBy="reset-policy"
        invalid={state.status === 'refused'}
      />
      <PasswordField
        label="Repite la nueva contraseña"
        name="repeatpass"
        autoComplete="new-password"
        value={repeatpass}
        onChange={setRepeatpass}
        invalid={state.status === 'refused'}
      />
      {(state.status === 'refused' || state.status === 'network') && (
        <div ref={alert} tabIndex={-1} role="alert" className="text-sm font-medium text-red-700 focus:outline-none">
          {state.status === 'refused'
            ? state.message
            : 'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.'}
        </div>
      )}
      <button
        type="submit"
        disabled={state.status === 'sending'}
        className="w-full rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
      >
        {state.status === 'sending' ? 'Guardando…' : 'Guardar contraseña'}
      </button>
    </form>
  );
}
