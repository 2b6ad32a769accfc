'use client';
// The Avisos tab: which mail the person gets, one switch per kind of lib/mail/preference-kinds.ts,
// each saved as it changes (POST /api/cuenta/avisos). The sentence beside a switch is what the
// person agrees to, recorded word for word. Security notices are always sent and not a choice.
// What a change did is said right under its switch (in view on a phone, where a message under the
// whole list would be off-screen), in a live region each switch keeps mounted so it is announced;
// the focus stays on the switch.
import { useState } from 'react';
import { PREFERENCE_KINDS, PREFERENCES, type PreferenceKind, type PreferenceValues } from '@/lib/mail/preference-kinds';
import { SessionEnded } from './api';
import { CallRefused, securityCall } from './security/api';

export default function MailPreferencesPanel({ initial }: { initial: PreferenceValues }) {
  const [values, setValues] = useState(initial);
  // The last change's outcome, shown under that switch only.
  const [notice, setNotice] = useState<{ kind: PreferenceKind; tone: 'ok' | 'error'; text: string } | null>(null);

  async function save(kind: PreferenceKind, on: boolean) {
    setValues((v) => ({ ...v, [kind]: on }));
    try {
      const answer = await securityCall<{ message: string }>('avisos', { tipo: kind, valor: on ? '1' : '0' });
      setNotice({
        kind,
        tone: 'ok',
        text: `${PREFERENCES[kind].label}: ${on ? 'activado' : 'desactivado'}. ${answer.message}`,
      });
    } catch (error) {
      if (error instanceof SessionEnded) return;
      setValues((v) => ({ ...v, [kind]: !on }));
      setNotice({
        kind,
        tone: 'error',
        text: error instanceof CallRefused ? error.message : 'No se ha podido guardar. Inténtalo de nuevo.',
      });
    }
  }

  return (
    <section aria-labelledby="avisos-correo" className="max-w-3xl">
      <h2 id="avisos-correo" className="text-lg font-semibold text-slate-900">
        Avisos por correo
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Elige qué correos quieres recibir. Los avisos de seguridad de tu cuenta (cambios de contraseña, accesos desde un
        navegador nuevo) se envían siempre. Cada correo que puedes desactivar lleva también un enlace para darte de
        baja.
      </p>
      <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {PREFERENCE_KINDS.map((kind) => {
          const said = notice?.kind === kind ? notice : null;
          return (
            <li key={kind} className="p-4">
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name={kind}
                  checked={values[kind]}
                  onChange={(e) => void save(kind, e.target.checked)}
                  className="mt-1 h-5 w-5 shrink-0"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{PREFERENCES[kind].label}</span>
                  <span className="block text-slate-700">{PREFERENCES[kind].text}</span>
                </span>
              </label>
              {/* Mounted empty beforehand: a live region announces what comes into it. */}
              <div role="status" aria-live="polite" aria-atomic="true" data-notice={kind}>
                {said && (
                  <p
                    className={`mt-2 ml-8 rounded-md border px-3 py-2 text-sm ${
                      said.tone === 'ok'
                        ? 'border-teal-300 bg-teal-50 text-teal-900'
                        : 'border-red-300 bg-red-50 text-red-800'
                    }`}
                  >
                    {said.tone === 'error' && <span className="sr-only">Error: </span>}
                    {said.text}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
