'use client';
// A back-office form that is published only after a preview: "Vista previa" posts the fields to
// `previewEndpoint` (checked by the server, nothing written) and shows the text as it will be
// published; "Publicar" is enabled only while the fields are the ones previewed, and posts them
// to `endpoint`. Any change to a field asks for a new preview. A publication can close the form
// (resolving an incident): the page, refreshed, renders it with `open={false}` at the same place,
// so its outcome stays on screen instead of going with the fields.
import { Fragment, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActionOutcome } from './action-outcome';
import { buttonClass, postStaff, secondaryButtonClass } from './post';

function fingerprint(form: HTMLFormElement): string {
  return JSON.stringify([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
}

export function PreviewActionForm({
  endpoint,
  previewEndpoint,
  submitLabel,
  children,
  className = 'space-y-3',
  open = true,
}: {
  /** False once what the form publishes to is closed: only the outcome of its last publication shows. */
  open?: boolean;
  endpoint: string;
  previewEndpoint: string;
  submitLabel: string;
  children?: ReactNode;
  className?: string;
}) {
  // The answer of an attempt, focused once it is over (action-outcome.ts): its message, or the preview.
  const answerRef = useRef<HTMLElement>(null);
  const {
    outcome: message,
    busy,
    fieldsKey,
    begin,
    wait,
    refuse,
    succeed,
    leave,
    settle,
  } = useActionOutcome(answerRef);
  const toAnswer = (el: HTMLElement | null) => {
    answerRef.current = el;
  };
  const [preview, setPreview] = useState<{ of: string; text: string } | null>(null);
  const [current, setCurrent] = useState('');

  async function showPreview(form: HTMLFormElement, from: HTMLElement | null) {
    begin(from);
    wait();
    const of = fingerprint(form);
    const answer = await postStaff(previewEndpoint, new FormData(form));
    if (!answer.ok) {
      setPreview(null);
      return refuse(answer.message ?? 'No se ha podido completar.');
    }
    setCurrent(of);
    setPreview({ of, text: answer.message ?? '' });
    settle();
  }

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const from = submitter instanceof HTMLElement ? submitter : null;
    if (!preview || preview.of !== fingerprint(form)) return showPreview(form, from);
    begin(from);
    wait();
    const answer = await postStaff(endpoint, new FormData(form));
    if (!answer.ok) return refuse(answer.message ?? 'No se ha podido completar.');
    setPreview(null);
    const text = answer.message ?? 'Publicado.';
    // The fields start again from the page as refreshed: the incident's state and impacts as published.
    if (typeof answer.then === 'string') leave(answer.then, text);
    else succeed(text, true);
  }

  const ready = preview !== null && preview.of === current;
  const outcome = message && (
    <p
      ref={toAnswer}
      role={message.ok ? 'status' : 'alert'}
      tabIndex={-1}
      className={`whitespace-pre-line focus:outline-none ${message.ok ? 'text-brand-800' : 'text-red-800'}`}
    >
      {message.text}
    </p>
  );
  if (!open) return outcome;
  return (
    <form onSubmit={publish} onChange={(e) => setCurrent(fingerprint(e.currentTarget))} className={className}>
      <Fragment key={fieldsKey}>{children}</Fragment>
      {preview && ready && (
        <section
          ref={toAnswer}
          aria-label="Vista previa"
          tabIndex={-1}
          className="rounded-md border border-slate-300 bg-slate-50 p-4 focus:outline-none"
        >
          <h3 className="font-semibold text-slate-900">Vista previa</h3>
          <p className="mt-2 whitespace-pre-line text-slate-800">{preview.text}</p>
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={(e) => void showPreview(e.currentTarget.form!, e.currentTarget)}
        >
          Vista previa
        </button>
        <button type="submit" className={buttonClass} disabled={busy || !ready}>
          {submitLabel}
        </button>
        {!ready && <span className="text-sm text-slate-600">Mira la vista previa antes de publicar.</span>}
        {outcome}
      </div>
    </form>
  );
}
