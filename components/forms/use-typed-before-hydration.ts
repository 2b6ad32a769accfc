'use client';
// A form is on screen, and can be typed into or filled by the browser's autofill, before React
// takes it over. React keeps what the field shows but not its state: a controlled field's state
// still holds the server's empty value, and a form sent right away would send that (a reset link
// asked for "" is answered "sent" and never comes; a sign-in autofilled at load fails). Once
// React has the form, this hands each named field's value, as the browser holds it, to `adopt`.
import { useEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Calls `adopt(name, value)` once after hydration for every named field (checkboxes: their checked state). */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string | boolean) => void,
): void {
  useEffect(() => {
    for (const element of Array.from(form.current?.elements ?? [])) {
      const field = element as Field;
      if (!field.name || (field instanceof HTMLInputElement && (field.type === 'hidden' || field.type === 'submit')))
        continue;
      const value =
        field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked
          : field.value;
      if (value !== '' && value !== false) adopt(field.name, value);
    }
    // Once, at hydration: later changes reach the state through the fields' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
