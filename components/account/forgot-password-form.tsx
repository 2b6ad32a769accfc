'use client';
// /recuperar-contrasena: asks for the e-mail and always answers the same, whether or not it names
// an account (the server mails a link only when it does).
import { useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { postForm } from './api';

const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';

type State = { status: 'idle' | 'sending' | 'sent' | 'network' } | { status: 'refused'; message: string };

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const answer = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (name === 'email' && typeof value === 'string') setEmail(value);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ status: 'sending' });
    let next: State;
    try {
      const res = await postForm('SolicitarRecuperacionPass', { email });
      const text = await res.text();
      next =
        res.ok && text === 'OK'
          ? { status: 'sent' }
          : { status: 'refused', message: text || 'No hemos podido atender la petición. Inténtalo más tarde.' };
    } catch {
      next = { status: 'network' };
    }
    setState(next);
    requestAnimationFrame(() => answer.current?.focus());
  }

  if (state.status === 'sent') {
    return (
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p
          ref={answer}
          tabIndex={-1}
          role="status"
          className="rounded-md border border-teal-300 bg-teal-50 px-3 py-2 text-sm text-teal-900 focus:outline-none"
        >
          Si la dirección corresponde a una cuenta, te hemos enviado un enlace para elegir una contraseña nueva. Vale 30
          minutos y una sola vez. Si no llega en unos minutos, mira en la carpeta de correo no deseado.
        </p>
        <p className="mt-4 text-sm">
          <a href="/login" className="font-semibold text-teal-800 underline hover:text-teal-950">
            Volver al acceso
          </a>
        </p>
      </div>
    );
  }
  return (
    <form
      ref={form}
      onSubmit={submit}
      className="mx-auto max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-busy={state.status === 'sending'}
    >
      <p className="text-sm text-slate-600">
        Escribe el correo con el que entras al área de clientes y te enviaremos un enlace para elegir una contraseña
        nueva.
      </p>
      <label className="block text-sm font-medium text-slate-800">
        Correo electrónico
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={input}
        />
      </label>
      {(state.status === 'refused' || state.status === 'network') && (
        <p ref={answer} tabIndex={-1} role="alert" className="text-sm font-medium text-red-700 focus:outline-none">
          {state.status === 'refused'
            ? state.message
            : 'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.'}
        </p>
      )}
      <button
        type="submit"
        disabled={state.status === 'sending'}
        className="w-full rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
      >
        {state.status === 'sending' ? 'Enviando…' : 'Enviar enlace'}
      </button>
      <p className="text-sm">
        <a href="/login" className="font-semibold text-teal-800 underline hover:text-teal-950">
          Volver al acceso
        </a>
      </p>
    </form>
  );
}
