'use client';
// Mi seguridad: registers a new passkey of the signed-in member (the WebAuthn code loads on the
// click). The current password comes first: a passkey signs in by itself, so an open session alone
// must not be enough to add one.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { usePasskeysWorkHere } from '@/components/passkey-support';
import { PASSKEYS_NEED_A_DOMAIN } from '@/lib/auth/passkey-host';
import { ceremonyProblem, registerPasskey } from './passkey-ceremonies';
import { buttonClass, fieldClass } from './post';

export function AddPasskey() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const passkeysWork = usePasskeysWorkHere();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setMessage(null);
    try {
      const a = await registerPasskey(
        'mi-cuenta/llaves/opciones',
        'mi-cuenta/llaves',
        new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      );
      setMessage(
        a.ok
          ? {
              ok: true,
              text: 'Llave de acceso añadida. Ya puedes entrar con ella; te hemos enviado un aviso por correo.',
            }
          : { ok: false, text: a.message ?? 'No se ha podido añadir la llave.' },
      );
      if (a.ok) {
        form.reset();
        router.refresh();
      }
    } catch (e) {
      setMessage({ ok: false, text: ceremonyProblem(e, 'Se ha cancelado el registro de la llave.') });
    }
    setBusy(false);
  }

  if (!passkeysWork) return <p className="mt-4 text-slate-700">{PASSKEYS_NEED_A_DOMAIN}</p>;
  return (
    <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-3">
      <label className="block font-medium">
        Tu contraseña, para añadir una llave
        <input type="password" name="contrasena" autoComplete="current-password" required className={fieldClass} />
      </label>
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? 'Esperando al dispositivo…' : 'Añadir llave de acceso'}
      </button>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`w-full ${message.ok ? 'text-brand-800' : 'text-red-800'}`}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
