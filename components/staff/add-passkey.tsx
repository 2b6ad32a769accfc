'use client';
// Mi seguridad: registers a new passkey of the signed-in member (the WebAuthn code loads on the click).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ceremonyProblem, registerPasskey } from './passkey-ceremonies';
import { buttonClass } from './post';

export function AddPasskey() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function add() {
    setBusy(true);
    setMessage(null);
    try {
      const a = await registerPasskey('mi-cuenta/llaves/opciones', 'mi-cuenta/llaves');
      setMessage(a.ok ? { ok: true, text: 'Llave de acceso añadida. Ya puedes entrar con ella.' } : { ok: false, text: a.message ?? 'No se ha podido añadir la llave.' });
      if (a.ok) router.refresh();
    } catch (e) {
      setMessage({ ok: false, text: ceremonyProblem(e, 'Se ha cancelado el registro de la llave.') });
    }
    setBusy(false);
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass} disabled={busy} onClick={add}>
        {busy ? 'Esperando al dispositivo…' : 'Añadir llave de acceso'}
      </button>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-brand-800' : 'text-red-800'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
