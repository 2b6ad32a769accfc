'use client';
// What the hotel's side may do with a case now: reply (while it is open), close it, reopen it
// (within 7 days of its resolution), rate it (once resolved). Each calls the API, says what
// happened, and renders the page again with the case as it is now. The focus stays where one works:
// after a reply is sent, in the reply box again (the sentence says it went); after the case is
// closed, on the note that says once who closed it and when (with the way to a new case); after a
// refusal or any other action, on the sentence saying what happened.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SupportChoices } from '@/lib/support/choices';
import type { CaseWithMessagesDto } from '@/lib/support/types';
import { caseMoment, changeCaseState, failureText, replyToCase } from './api';
import { AttachmentInput } from './attachment-input';

const primary =
  'rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 focus:outline-2 focus:outline-amber-500 disabled:opacity-60';
const secondary =
  'rounded-md border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus:outline-2 focus:outline-amber-500 disabled:opacity-60';
const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** Where the focus goes once an action has answered; `seq` makes each answer a change. */
type FocusTo = { to: 'status' | 'reply'; seq: number } | null;

export function CaseActions({
  supportCase: c,
  limits,
}: {
  supportCase: CaseWithMessagesDto;
  limits: SupportChoices['limits'];
}) {
  const t = useTranslations('Support');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const replyBox = useRef<HTMLTextAreaElement>(null);
  const [focusTo, setFocusTo] = useState<FocusTo>(null);
  const finished = c.estado === 'resuelta' || c.estado === 'cerrada';
  // The case just closed here: once the page shows it closed, the focus goes to the note saying so.
  const finishedNote = useRef<HTMLParagraphElement>(null);
  const closing = useRef(false);
  useEffect(() => {
    if (c.estado !== 'cerrada' || !closing.current) return;
    closing.current = false;
    finishedNote.current?.focus();
  }, [c.estado]);

  // Once the answer is on the page (the sentence rendered, the buttons enabled again): the focus
  // there, rather than on <body> where a button disabled while sending leaves it.
  useEffect(() => {
    if (!focusTo) return;
    (focusTo.to === 'reply' && replyBox.current ? replyBox.current : status.current)?.focus();
  }, [focusTo]);

  /** `done` null: the page says it itself once rendered again (the closed case's note). */
  async function run(call: () => Promise<unknown>, done: string | null, form?: HTMLFormElement) {
    setBusy(true);
    setOutcome(null);
    let to: 'status' | 'reply' = 'status';
    try {
      await call();
      form?.reset();
      if (done !== null) setOutcome({ tone: 'ok', text: done });
      // A reply sent: back to the reply box, for the next one (the sentence is announced).
      if (form) to = 'reply';
      router.refresh();
    } catch (error) {
      const text = failureText(error);
      if (text !== null) setOutcome({ tone: 'error', text });
    } finally {
      setBusy(false);
      setFocusTo((before) => ({ to, seq: (before?.seq ?? 0) + 1 }));
    }
  }

  function reply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void run(() => replyToCase(c.id, data), t('sent'), form);
  }

  function rate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run(
      () =>
        changeCaseState(c.id, {
          accion: 'valorar',
          valoracion: Number(data.get('valoracion')),
          comentario: String(data.get('comentario') ?? ''),
        }),
      t('rated'),
    );
  }

  return (
    <section aria-label={t('reply')} className="grid gap-6">
      {outcome && (
        <p
          ref={status}
          tabIndex={-1}
          role={outcome.tone === 'ok' ? 'status' : 'alert'}
          className={`rounded-md border px-3 py-2 text-sm ${outcome.tone === 'ok' ? 'border-teal-300 bg-teal-50 text-teal-900' : 'border-red-300 bg-red-50 text-red-800'}`}
        >
          {outcome.text}
        </p>
      )}

      {finished ? (
        <p
          ref={finishedNote}
          tabIndex={-1}
          role="status"
          className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800 focus:outline-2 focus:outline-amber-500"
        >
          {c.estado === 'cerrada'
            ? c.cerrado && c.cerrado_por
              ? t('closedBy', { date: caseMoment(c.cerrado), name: c.cerrado_por })
              : c.cerrado
                ? t('closedOn', { date: caseMoment(c.cerrado) })
                : t('closedNote')
            : c.resuelto
              ? t('resolvedOn', { date: caseMoment(c.resuelto) })
              : t('resolvedNote')}{' '}
          {t.rich('newQuestion', {
            link: (chunks) => (
              <a
                href={`/micuenta?${new URLSearchParams({ hotel: String(c.id_hotel), pestana: 'soporte' })}`}
                className="font-semibold text-teal-900 underline underline-offset-2 hover:text-teal-700"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : (
        <form onSubmit={reply} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <label className="block text-sm font-medium text-slate-800">
            {t('replyLabel')}
            <textarea ref={replyBox} name="texto" required rows={5} maxLength={limits.text} className={input} />
          </label>
          <AttachmentInput id="adjuntos-respuesta" />
          <div>
            <button type="submit" disabled={busy} className={primary}>
              {busy ? t('sending') : t('send')}
            </button>
          </div>
        </form>
      )}

      {c.estado === 'resuelta' || (c.estado === 'cerrada' && c.resuelto) ? (
        <form onSubmit={rate} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">{t('rateTitle')}</legend>
            {c.valoracion !== null && (
              <p className="mt-1 text-sm text-slate-700">{t('yourRating', { n: c.valoracion })}</p>
            )}
            <div className="mt-3 flex flex-wrap gap-3">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="valoracion"
                    value={n}
                    required
                    defaultChecked={c.valoracion === n}
                    className="accent-teal-800"
                  />
                  {t('stars', { n })}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block text-sm font-medium text-slate-800">
            {t('ratingComment')}
            <textarea
              name="comentario"
              rows={2}
              maxLength={limits.ratingComment}
              defaultValue={c.comentario_valoracion}
              className={input}
            />
          </label>
          <div>
            <button type="submit" disabled={busy} className={primary}>
              {t('rate')}
            </button>
          </div>
        </form>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        {c.reabrible && (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={() => run(() => changeCaseState(c.id, { accion: 'reabrir' }), t('reopened'))}
              className={secondary}
            >
              {t('reopen')}
            </button>
            <span className="text-xs text-slate-600">{t('reopenHelp')}</span>
          </>
        )}
        {c.estado !== 'cerrada' && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (!window.confirm(t('closeConfirm'))) return;
              closing.current = true;
              void run(() => changeCaseState(c.id, { accion: 'cerrar' }), null);
            }}
            className={secondary}
          >
            {t('close')}
          </button>
        )}
      </div>
    </section>
  );
}
