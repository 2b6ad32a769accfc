'use client';
// A version's number in the back office's forms: the server's rule (lib/products/fields.ts) as the
// input's own `pattern` and length, so the browser stops a number that does not fit before anything
// is sent, and the server's words for it beside the field (instead of the browser's bubble, in the
// browser's language), until the number fits. The server checks it again whatever the browser did.
import { useId, useState, type ChangeEvent, type InvalidEvent } from 'react';
import { fieldClass } from '@/components/staff/post';
import {
  VERSION_NUMBER_HINT,
  VERSION_NUMBER_MAX,
  VERSION_NUMBER_INPUT_PATTERN,
  versionNumberProblem,
} from '@/lib/products/fields';

export function VersionNumberField({ defaultValue }: { defaultValue: string }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // A number saved before numbers were checked stays valid while it is kept (the server allows it):
  // the browser's pattern applies once it is changed.
  const [legacy, setLegacy] = useState(() => defaultValue !== '' && versionNumberProblem(defaultValue) !== null);

  function refused(event: InvalidEvent<HTMLInputElement>) {
    // Said here, in the server's words, rather than in the browser's bubble.
    event.preventDefault();
    setProblem(versionNumberProblem(event.currentTarget.value) ?? VERSION_NUMBER_HINT);
    event.currentTarget.focus();
  }

  function edited(event: ChangeEvent<HTMLInputElement>) {
    if (legacy && event.currentTarget.value !== defaultValue) setLegacy(false);
    // Once said, kept up to date as the number is corrected (and gone when it fits).
    if (problem !== null) setProblem(versionNumberProblem(event.currentTarget.value));
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Número de versión
      </label>
      <input
        id={id}
        name="numero"
        required
        maxLength={VERSION_NUMBER_MAX}
        pattern={legacy ? undefined : VERSION_NUMBER_INPUT_PATTERN}
        defaultValue={defaultValue}
        aria-invalid={problem !== null || undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onInvalid={refused}
        onChange={edited}
        className={`${fieldClass} aria-invalid:border-red-600`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {VERSION_NUMBER_HINT}
      </p>
      {/* There, empty, from the start: a screen reader reads the refusal out when it appears. */}
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
        {problem}
      </p>
    </div>
  );
}
