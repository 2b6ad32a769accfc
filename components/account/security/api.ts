// Browser calls of the Seguridad tab (/api/cuenta/*). A 401 means the session ended: to /login.
// A refusal (`{ ok: false, message }` with its kind's status, lib/http/answer.ts) is thrown as a
// CallRefused carrying the sentence to show; what a call returns is always a call that was done.
import type { SecurityOverview } from '@/lib/account/security';
import { goToLoginExpired, SessionEnded } from '../api';
import { madridTime } from '@/lib/format/intl';

export class CallRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Each refused field's own message, by field name, when the call says (`fields`) */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A refusal's `fields` (each field's message), when it has them as strings. */
export function refusedFields(data: unknown): Record<string, string> {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

/** What GET /api/cuenta/seguridad answers: the service's own shape (a type only, no server code). */
export type Overview = SecurityOverview;

export async function securityCall<T>(path: string, body?: Record<string, string> | { json: unknown }): Promise<T> {
  const init: RequestInit = {
    // A read (the overview, the hotel's team) sends no body; every change does.
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
  };
  if (body && 'json' in body) {
    init.body = JSON.stringify(body.json);
    init.headers = { 'content-type': 'application/json' };
  } else if (body) init.body = new URLSearchParams(body as Record<string, string>);
  const res = await fetch(`/api/cuenta/${path}`, init);
  if (res.status === 401) {
    goToLoginExpired();
    throw new SessionEnded();
  }
  const data = await res.json().catch(() => null);
  if (!res.ok)
    throw new CallRefused(
      (data as { message?: string } | null)?.message ?? 'No se ha podido completar la operación.',
      res.status,
      refusedFields(data),
    );
  return data as T;
}

export function spanishDateTime(iso: string): string {
  return madridTime(new Date(iso), 'medium', 'short');
}
