'use client';
// A form of the customer area sent to one of its own calls (/api/cuenta/…, lib/http/answer.ts): its
// fields as typed plus fixed ones (the hotel), the call's sentence shown once it answers, a refusal's
// sentence as sent (with each field's own message when the call names them), a 401 off to /login
// (securityCall).
import { useState, type FormEvent } from 'react';
import { SessionEnded } from './api';
import { CallRefused, securityCall } from './security/api';

export type Said = { tone: 'ok' | 'error'; text: string } | null;

export const CALL_FAILED = 'No se ha podido completar. Inténtalo de nuevo.';

export function refusalText(error: unknown): string {
  return error instanceof CallRefused ? error.message : CALL_FAILED;
}

export function useFormCall<T extends { message: string }>(path: string, fixed: Record<string, string>) {
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Said>(null);
  // The refusal's message for each field it names (empty: none, or the call said one sentence only).
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>, done?: (answer: T, form: HTMLFormElement) => unknown) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields: Record<string, string> = {};
    for (const [key, value] of new FormData(form).entries()) if (typeof value === 'string') fields[key] = value;
    setSending(true);
    setNotice(null);
    setFieldErrors({});
    try {
      const answer = await securityCall<T>(path, { ...fields, ...fixed });
      setNotice({ tone: 'ok', text: answer.message });
      await done?.(answer, form);
    } catch (error) {
      if (!(error instanceof SessionEnded)) {
        setNotice({ tone: 'error', text: refusalText(error) });
        if (error instanceof CallRefused) setFieldErrors(error.fields);
      }
    } finally {
      setSending(false);
    }
  }

  return { sending, notice, fieldErrors, submit };
}
