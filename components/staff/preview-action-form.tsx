'use client';
// A back-office form that is published only after a preview: "Vista previa" posts the fields to
// `previewEndpoint` (checked by the server, nothing written) and shows the text as it will be
// published; "Publicar" is enabled only while the fields are the ones previewed, and posts them
// to `endpoint`. Any change to a field asks for a new preview. A publication can close the form
// (resolving an incident): the page, refreshed, renders it with `open={false}` at the same place,
// so its outcome stays on screen instead of going with the fields.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
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
  const router = useRouter();
  const [preview, setPreview] = useState<{ of: string; text: string } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState('');

  async function showPreview(form: HTMLFormElement) {
    setBusy(true);
    setMessage(null);
    const of = fingerprint(form);
    const answer = await postStaff(previewEndpoint, new FormData(form));
    setBusy(false);
    if (!answer.ok) {
      setPreview(null);
      setMessage({ ok: false, text: answer.message ?? 'No se ha podido completar.' });
      return;
    }
    setCurrent(of);
    setPreview({ of, text: answer.message ?? '' });
  }

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!preview || preview.of !== fingerprint(form)) return showPreview(form);
    setBusy(true);
    const answer = await postStaff(endpoint, new FormData(form));
    setBusy(false);
    if (!answer.ok) {
      setMessage({ ok: false, text: answer.message ?? 'No se ha podido completar.' });
      return;
    }
    setPreview(null);
    setMessage({ ok: true, text: answer.message ?? 'Publicado.' });
    if (typeof answer.then === 'string') router.push(answer.then);
    else {
      form.reset();
      router.refresh();
    }
  }

  const ready = preview !== null && preview.of === current;
  const outcome = message && (
    <p
      role={message.ok ? 'status' : 'alert'}
      className={`whitespace-pre-line ${message.ok ? 'text-brand-800' : 'text-red-800'}`}
    >
      {message.text}
    </p>
  );
  if (!open) return outcome;
  return (
    <form onSubmit={publish} onChange={(e) => setCurrent(fingerprint(e.currentTarget))} className={className}>
      {children}
      {preview && ready && (
        <section aria-label="Vista previa" className="rounded-md border border-slate-300 bg-slate-50 p-4">
          <h3 className="font-semibold text-slate-900">Vista previa</h3>
          <p className="mt-2 whitespace-pre-line text-slate-800">{preview.text}</p>
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={(e) => void showPreview(e.currentTarget.form!)}
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
