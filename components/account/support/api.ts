// Browser calls of the support cases (/api/cuenta/soporte/…). A 401 means the session ended: to
// /login. A refusal (`{ error, message }`, the contract's format) is thrown as a CaseCallRefused
// with the sentence to show.
import type { CaseListDto, CaseWithMessagesDto } from '@/lib/support/types';
import { goToLoginExpired, SessionEnded } from '../api';
import { madridTime } from '@/lib/format/intl';

export class CaseCallRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const FALLBACK = 'No se ha podido completar la operación. Inténtalo de nuevo.';

/** A body as JSON, or a form with files as multipart (the browser writes its boundary). */
async function call<T>(path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { credentials: 'same-origin', cache: 'no-store' };
  if (body instanceof FormData) {
    init.method = 'POST';
    init.body = body;
  } else if (body !== undefined) {
    init.method = 'POST';
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`/api/cuenta/soporte/${path}`, init);
  if (res.status === 401) {
    goToLoginExpired();
    throw new SessionEnded();
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new CaseCallRefused((data as { message?: string } | null)?.message ?? FALLBACK, res.status);
  return data as T;
}

export const listCases = (query: URLSearchParams) => call<CaseListDto>(`casos?${query}`);
/** Opens a case from its form (fields and files `adjuntos`, sent as multipart). */
export const openCase = (form: FormData) => call<CaseWithMessagesDto>('casos', form);
/** A reply from its form (`texto` and files `adjuntos`). */
export const replyToCase = (id: number, form: FormData) => call<CaseWithMessagesDto>(`casos/${id}/mensajes`, form);

/** What the file inputs offer (the server checks each file's content again). */
export const ATTACHMENT_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,.txt,.log,application/zip,.zip';
export const changeCaseState = (id: number, action: Record<string, unknown>) =>
  call<CaseWithMessagesDto>(`casos/${id}/estado`, action);
/** Follow the case (true) or stop following it (false), as the session's contact. */
export const followCase = (id: number, seguir: boolean) =>
  call<CaseWithMessagesDto>(`casos/${id}/seguimiento`, { seguir });

export function failureText(error: unknown): string | null {
  if (error instanceof SessionEnded) return null;
  return error instanceof CaseCallRefused ? error.message : FALLBACK;
}

/** 26 nov 2026, 10:15 (Madrid). */
export function caseMoment(iso: string): string {
  return madridTime(new Date(iso), 'medium', 'short');
}
