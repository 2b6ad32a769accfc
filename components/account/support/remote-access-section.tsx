'use client';
// "Acceso remoto" of the customer area's Soporte tab: the hotel's grants of remote access to the
// vendor's technicians (in force and past) and the log of their sessions, for every contact of the
// hotel; a billing contact also grants access (1–14 days, optionally for one case, with a note)
// and revokes it. The server decides who may do what (/api/cuenta/soporte/accesos…); this shows
// its answers where they belong: a refused value beside its field (GRANT_REFUSAL_FIELDS), the rest
// of the grant's answers by its button, a revocation's above the grants in force. Once a call has
// answered, the focus goes to what it said (the refused field, described by its sentence, or the
// sentence itself: useFocusAfterRender), not to <body>. Loaded with its tab only.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { RemoteAccessView, RemoteGrantDto, RemoteSessionDto } from '@/lib/support/remote-access';
import {
  GRANT_DEFAULT_DAYS,
  GRANT_MAX_DAYS,
  GRANT_MIN_DAYS,
  GRANT_NOTE_MAX,
  GRANT_STATE_LABELS,
  grantRefusalField,
  type GrantField,
} from '@/lib/support/remote-window';
import { goToLoginExpired, SessionEnded } from '../api';
import { useFocusAfterRender } from '../security/ui';
import { madridMoment, madridTime } from '@/lib/format/intl';

/** A refusal of the service: its sentence and its code (`invalid-case`…). */
class Refused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/api/cuenta/soporte/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401) {
    goToLoginExpired();
    throw new SessionEnded();
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const refusal = data as { error?: string; message?: string } | null;
    throw new Refused(refusal?.message ?? 'No se ha podido completar la operación.', refusal?.error);
  }
  return data as T;
}

const when = (iso: string) => madridTime(new Date(iso), 'medium', 'short');

/**
 * «Revocar» as a screen reader names it, among the grants in force: by its case, else by its end
 * («Revocar el acceso remoto del caso nº 3»).
 */
export function revokeLabel(g: Pick<RemoteGrantDto, 'caso' | 'hasta'>): string {
  return g.caso !== null
    ? `Revocar el acceso remoto del caso nº ${g.caso}`
    : `Revocar el acceso remoto que termina ${madridMoment(new Date(g.hasta), 'medium')}`;
}

/** The sessions still open on grant `grantId` among those listed (the revocation ends them). */
export function openSessions(sessions: readonly Pick<RemoteSessionDto, 'id_acceso' | 'fin'>[], grantId: number) {
  return sessions.filter((s) => s.id_acceso === grantId && s.fin === null).length;
}

/** What «Revocar» asks before it revokes: with `open` sessions open on the grant, that they end too. */
export function revokeQuestion(open: number): string {
  const question = '¿Revocar este permiso? Ningún técnico podrá conectarse con él desde ahora.';
  if (open === 0) return question;
  return `${question}\n\n${open === 1 ? 'Hay una sesión abierta: se cerrará al revocar.' : `Hay ${open} sesiones abiertas: se cerrarán al revocar.`}`;
}

/** What a revocation answers, above the grants in force. */
export function revokedMessage(open: number): string {
  if (open === 0) return 'Acceso remoto revocado.';
  return open === 1
    ? 'Acceso remoto revocado. La sesión abierta se ha cerrado.'
    : 'Acceso remoto revocado. Las sesiones abiertas se han cerrado.';
}

const field =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 aria-invalid:border-red-600';
const heading = 'text-base font-semibold text-slate-900';
const fieldError = 'mt-1 text-sm font-medium text-red-700';

/** What a call answered: done, or refused (with the refusal's code, when the service gave one). */
interface Answer {
  ok: boolean;
  text: string;
  code?: string;
}

function GrantLine({ g }: { g: RemoteGrantDto }) {
  return (
    <>
      <p className="font-medium text-slate-900">
        {when(g.desde)} – {when(g.hasta)}
        {g.caso !== null && (
          <span className="font-normal text-slate-700">
            {' '}
            · caso nº {g.caso}
            {g.asunto_caso !== null && (
              <>
                {': '}
                <a
                  href={`/micuenta/soporte/${g.caso}`}
                  className="break-words text-teal-900 underline underline-offset-2 hover:text-teal-700"
                >
                  {g.asunto_caso}
                </a>
              </>
            )}
          </span>
        )}
      </p>
      <p className="text-sm text-slate-700">
        Concedido por {g.concedido_por}
        {g.revocado_en && ` · revocado el ${when(g.revocado_en)}${g.revocado_por ? ` por ${g.revocado_por}` : ''}`}
      </p>
      {g.nota && <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{g.nota}</p>}
    </>
  );
}

export function RemoteAccessSection({ hotelId }: { hotelId: number }) {
  const [view, setView] = useState<RemoteAccessView | null>(null);
  const [failed, setFailed] = useState(false);
  /** A revocation's answer, shown above the grants in force. */
  const [message, setMessage] = useState<Answer | null>(null);
  /** The grant form's answer, shown in the form: beside the field it is about, or by its button. */
  const [grantAnswer, setGrantAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const grantAnswerRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfterRender();

  const reload = useCallback(async () => {
    try {
      setView(await call<RemoteAccessView>(`accesos?hotel=${hotelId}`));
      setFailed(false);
    } catch (error) {
      if (!(error instanceof SessionEnded)) setFailed(true);
    }
  }, [hotelId]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first load of the section's data; state is set after the fetch
    void reload();
  }, [reload]);

  /** Runs a call; its answer goes to `show` (and an earlier answer of either form goes away). */
  async function act(work: () => Promise<unknown>, done: string, show: (answer: Answer) => void) {
    setBusy(true);
    setMessage(null);
    setGrantAnswer(null);
    try {
      await work();
      show({ ok: true, text: done });
      await reload();
      return true;
    } catch (error) {
      if (error instanceof Refused) show({ ok: false, text: error.message, code: error.code });
      else if (!(error instanceof SessionEnded)) show({ ok: false, text: 'No se ha podido completar la operación.' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const ok = await act(
      () =>
        call('accesos/conceder', {
          id_hotel: hotelId,
          dias: String(data.get('dias') ?? ''),
          caso: String(data.get('caso') ?? ''),
          nota: String(data.get('nota') ?? ''),
        }),
      'Acceso remoto concedido.',
      setGrantAnswer,
    );
    if (ok) form.reset();
    // A refused value: its field (described by the sentence, and ready to be corrected); any other
    // answer: the sentence by the button.
    focusAfter(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      return invalid ?? grantAnswerRef.current;
    });
  }

  async function revoke(id: number) {
    const open = openSessions(view?.sesiones ?? [], id);
    if (!window.confirm(revokeQuestion(open))) return;
    await act(() => call(`accesos/${id}/revocar`, {}), revokedMessage(open), setMessage);
    // The grant's button is gone (or the refusal is above): the focus on the sentence.
    focusAfter(() => messageRef.current);
  }

  // A refused value: its field is marked and described by the sentence, shown right under it.
  const invalidField = grantAnswer && !grantAnswer.ok ? grantRefusalField(grantAnswer.code) : null;
  // Each field beside its label (htmlFor), not inside it: a screen reader reads the label's words once.
  const fieldId = (name: GrantField) => `acceso-remoto-${name}`;
  const errorId = (name: GrantField) => `acceso-remoto-${name}-error`;
  const invalidProps = (name: GrantField) =>
    invalidField === name ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {};
  const errorFor = (name: GrantField) =>
    invalidField === name ? (
      <p id={errorId(name)} role="alert" className={fieldError}>
        {grantAnswer?.text}
      </p>
    ) : null;

  return (
    <section aria-labelledby="acceso-remoto" className="grid gap-6">
      <div>
        <h2 id="acceso-remoto" className="text-lg font-semibold text-slate-900">
          Acceso remoto
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Nuestros técnicos solo se conectan a los sistemas del hotel con un permiso en vigor, que conceden los
          contactos de facturación durante unos días y pueden revocar en cualquier momento. Te avisamos por correo al
          empezar y al terminar cada sesión.
        </p>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          No hemos podido cargar los permisos de acceso remoto. Recarga la página para intentarlo de nuevo.
        </p>
      )}
      {!view && !failed && <p className="text-sm text-slate-600">Cargando…</p>}
      {message && (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={message.ok ? 'status' : 'alert'}
          className={`text-sm ${message.ok ? 'text-teal-900' : 'text-red-700'}`}
        >
          {message.text}
        </p>
      )}
      {view && (
        <>
          <div>
            <h3 className={heading}>Permisos en vigor</h3>
            {view.activos.length === 0 && <p className="mt-2 text-sm text-slate-700">Ninguno.</p>}
            <ul className="mt-2 grid gap-3">
              {view.activos.map((g) => (
                <li
                  key={g.id}
                  className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-teal-200 bg-teal-50 p-4"
                >
                  <div className="min-w-0">
                    <GrantLine g={g} />
                  </div>
                  {view.puede_conceder && (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void revoke(g.id)}
                      aria-label={revokeLabel(g)}
                      className="rounded-md border border-red-700 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                    >
                      Revocar
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>

          {view.puede_conceder ? (
            <form
              ref={formRef}
              onSubmit={grant}
              // The sentence beside a field goes once that field is changed: it spoke of the value sent.
              onChange={(e) => {
                if (invalidField && (e.target as Element).getAttribute('name') === invalidField) setGrantAnswer(null);
              }}
              aria-labelledby="conceder-acceso"
              className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2"
            >
              <h3 id="conceder-acceso" className={`${heading} sm:col-span-2`}>
                Conceder acceso remoto
              </h3>
              <div>
                <label htmlFor={fieldId('dias')} className="block text-sm font-medium text-slate-800">
                  Duración (días)
                </label>
                <select
                  id={fieldId('dias')}
                  name="dias"
                  defaultValue={GRANT_DEFAULT_DAYS}
                  className={field}
                  {...invalidProps('dias')}
                >
                  {Array.from({ length: GRANT_MAX_DAYS - GRANT_MIN_DAYS + 1 }, (_, i) => GRANT_MIN_DAYS + i).map(
                    (d) => (
                      <option key={d} value={d}>
                        {d} {d === 1 ? 'día' : 'días'}
                      </option>
                    ),
                  )}
                </select>
                {errorFor('dias')}
              </div>
              <div>
                <label htmlFor={fieldId('caso')} className="block text-sm font-medium text-slate-800">
                  Para el caso nº (opcional)
                </label>
                <input
                  id={fieldId('caso')}
                  name="caso"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={9}
                  className={field}
                  {...invalidProps('caso')}
                />
                {errorFor('caso')}
              </div>
              <div className="sm:col-span-2">
                <label htmlFor={fieldId('nota')} className="block text-sm font-medium text-slate-800">
                  Nota para el técnico (opcional)
                </label>
                <textarea
                  id={fieldId('nota')}
                  name="nota"
                  rows={2}
                  maxLength={GRANT_NOTE_MAX}
                  className={field}
                  {...invalidProps('nota')}
                />
                {errorFor('nota')}
              </div>
              <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
                >
                  Conceder acceso
                </button>
                {grantAnswer && !invalidField && (
                  <p
                    ref={grantAnswerRef}
                    tabIndex={-1}
                    role={grantAnswer.ok ? 'status' : 'alert'}
                    className={`text-sm ${grantAnswer.ok ? 'text-teal-900' : 'font-medium text-red-700'}`}
                  >
                    {grantAnswer.text}
                  </p>
                )}
              </div>
            </form>
          ) : (
            <p className="text-sm text-slate-700">
              Solo los contactos de facturación del hotel pueden conceder o revocar el acceso remoto.
            </p>
          )}

          <div>
            <h3 className={heading}>Sesiones de nuestros técnicos</h3>
            {view.sesiones.length === 0 && <p className="mt-2 text-sm text-slate-700">Aún no ha habido ninguna.</p>}
            <ul className="mt-2 grid gap-3">
              {view.sesiones.map((s) => (
                <li key={s.id} className="rounded-md border border-slate-200 p-4">
                  <p className="font-medium text-slate-900">
                    {s.tecnico} · {when(s.inicio)} – {s.fin ? when(s.fin) : 'en curso'}
                  </p>
                  {s.trabajo && (
                    <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{s.trabajo}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h3 className={heading}>Permisos anteriores</h3>
            {view.anteriores.length === 0 && <p className="mt-2 text-sm text-slate-700">Ninguno.</p>}
            <ul className="mt-2 grid gap-3">
              {view.anteriores.map((g) => (
                <li key={g.id} className="rounded-md border border-slate-200 p-4">
                  <p className="text-sm font-semibold text-slate-700">{GRANT_STATE_LABELS[g.estado]}</p>
                  <GrantLine g={g} />
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
