'use client';
// One form for every back-office write: posts its fields to /api/gestion/<endpoint>, shows the
// server's answer, and re-renders the page (router.refresh) once it succeeded. The server decides
// what is allowed; this only carries the request. An answer stands until the next attempt (also one
// the browser's own validation stops), so it never speaks of values no longer in the form. What
// happens once answered (the refresh, the fields renewed, focus, the answer of a form that the
// refresh removed): action-outcome.ts.
import { Fragment, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActionOutcome } from './action-outcome';
import { buttonClass, postStaff, secondaryButtonClass, signOutStaff } from './post';

/** What a form of one value puts on its field so that a refusal is read as the field's error. */
export interface RefusalProps {
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export function ActionForm({
  endpoint,
  submitLabel,
  children,
  check,
  confirm,
  success,
  then,
  secondary = false,
  keep = false,
  clearOnEdit = false,
  className = 'space-y-3',
}: {
  endpoint: string;
  submitLabel: string;
  /** The fields; as a function, for a form of one value: its field gets the refusal's props. */
  children?: ReactNode | ((refusal: RefusalProps) => ReactNode);
  /**
   * What the browser can tell before anything is sent or asked (a client component's own rule,
   * shared with the server's): the refusal to show, or null to go on.
   */
  check?: (data: FormData) => string | null;
  /** A question asked before sending (deletions, erasure). */
  confirm?: string;
  /** What to say once done (otherwise the re-rendered page shows it). */
  success?: string;
  /** Where to go once done, instead of re-rendering this page. */
  then?: string;
  secondary?: boolean;
  /**
   * Keep the fields as sent (choices that stay, like a state) instead of rendering them anew from the
   * refreshed page (empty for a form that adds something, the saved values for one that changes it).
   */
  keep?: boolean;
  /**
   * Take the answer away as soon as a field changes: for a form of one value, whose refusal is
   * about the value typed. Not for forms whose refusal lists several fields' problems.
   */
  clearOnEdit?: boolean;
  className?: string;
}) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  const {
    outcome: message,
    busy,
    fieldsKey,
    begin,
    clear,
    cancel,
    wait,
    refuse,
    succeed,
    leave,
  } = useActionOutcome(messageRef);
  // Each attempt's answer is a new alert, read out even when its words are the last one's.
  const [attempt, setAttempt] = useState(0);
  const messageId = useId();
  const refused = message !== null && !message.ok;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    begin(submitter instanceof HTMLElement ? submitter : null);
    setAttempt((n) => n + 1);
    const refusal = check?.(new FormData(form));
    if (refusal) return refuse(refusal);
    if (confirm && !window.confirm(confirm)) return cancel();
    wait();
    const answer = await postStaff(endpoint, new FormData(form));
    if (!answer.ok) return refuse(answer.message ?? 'No se ha podido completar.');
    if (then) return leave(typeof answer.then === 'string' ? answer.then : then, null);
    succeed(answer.message ?? success ?? null, !keep);
  }

  return (
    <form
      onSubmit={submit}
      // The browser's validation stopped a new attempt: the last answer is about the values before.
      onInvalidCapture={clear}
      onChange={clearOnEdit ? clear : undefined}
      className={className}
    >
      <Fragment key={fieldsKey}>
        {typeof children === 'function'
          ? children({ 'aria-invalid': refused || undefined, 'aria-describedby': refused ? messageId : undefined })
          : children}
      </Fragment>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={secondary ? secondaryButtonClass : buttonClass} disabled={busy}>
          {submitLabel}
        </button>
        {message && (
          <p
            key={attempt}
            ref={messageRef}
            id={messageId}
            role={message.ok ? 'status' : 'alert'}
            tabIndex={-1}
            className={`whitespace-pre-line focus:outline-none ${message.ok ? 'text-brand-800' : 'text-red-800'}`}
          >
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 focus:ring-2 focus:ring-white focus:outline-none"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOutStaff();
      }}
    >
      Salir
    </button>
  );
}
