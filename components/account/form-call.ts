'use client';
// A form of the customer area sent to one of its own calls (/api/cuenta/…, lib/http/answer.ts): its
// fields as typed plus fixed ones (the hotel), the call's sentence shown once it answers, a refusal's
// sentence as sent, a 401 off to /login (securityCall).
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

  async function submit(event: FormEvent<HTMLFormElement>, done?: (answer: T, form: HTMLFormElement) => unknown) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields: Record<string, string> = {};
    for (const [key, value] of new FormData(form).entries()) if (typeof value === 'string') fields[key] = value;
    setSending(true);
    setNotice(null);
    try {
      const answer = await securityCall<T>(path, { ...fields, ...fixed });
      setNotice({ tone: 'ok', text: answer.message });
      await done?.(answer, form);
    } catch (error) {
      if (!(error instanceof SessionEnded)) setNotice({ tone: 'error', text: refusalText(error) });
    } finally {
      setSending(false);
    }
  }

  return { sending, notice, submit };
}
