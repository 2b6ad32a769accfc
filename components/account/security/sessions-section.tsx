'use client';
// The sessions open on the account: browser and system, when and how each signed in and from which
// network (several sessions of one browser differ there), last activity; end one or all the others. An ended session's cookie stops working at once, on every instance.
// Its button gone with the session, the focus goes to the sentence saying it ended (or, when the
// call failed, to the section's next button), not to <body>.
import { useRef, useState } from 'react';
import { securityCall, spanishDateTime, type Overview } from './api';
import { button, dangerButton, Notice, Section, useFocusAfterRender } from './ui';

export function SessionsSection({
  sessions,
  onChange,
}: {
  sessions: Overview['sessions'];
  onChange: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const others = sessions.filter((s) => !s.current).length;
  const focusAfter = useFocusAfterRender();
  const notice = useRef<HTMLParagraphElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const endOthers = useRef<HTMLButtonElement>(null);

  async function end(fields: Record<string, string>, message: string) {
    setBusy(true);
    setDone('');
    try {
      await securityCall('seguridad/sesiones/cerrar', fields);
      await onChange();
      setDone(message);
      focusAfter(() => notice.current);
    } catch {
      // A session that ended meanwhile: the reload below shows the truth, and the focus goes on to
      // the section's first button still there.
      await onChange().catch(() => undefined);
      focusAfter(() => list.current?.querySelector<HTMLElement>('button:not(:disabled)') ?? endOthers.current);
    }
    setBusy(false);
  }

  return (
    <Section
      id="seguridad-sesiones"
      title="Sesiones abiertas"
      intro="Los navegadores en los que has entrado y siguen con la sesión abierta."
    >
      <ul ref={list} className="divide-y divide-slate-200">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">
                {s.browser} · {s.system}
                {s.current && (
                  <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
                    Esta sesión
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600">
                Entró el {spanishDateTime(s.createdAt)}
                {s.method && ` ${s.method}`}
                {s.network && ` desde la red ${s.network}`} · última actividad el {spanishDateTime(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <button
                type="button"
                disabled={busy}
                className={dangerButton}
                onClick={() => end({ id: s.id }, 'Sesión cerrada.')}
                aria-label={`Cerrar la sesión de ${s.browser} en ${s.system}`}
              >
                Cerrar
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button
          ref={endOthers}
          type="button"
          disabled={busy}
          className={`${button} mt-4`}
          onClick={() => end({ otras: '1' }, 'Se han cerrado las demás sesiones.')}
        >
          Cerrar las demás sesiones
        </button>
      )}
      {done && (
        <Notice ref={notice} tone="ok">
          {done}
        </Notice>
      )}
    </Section>
  );
}
