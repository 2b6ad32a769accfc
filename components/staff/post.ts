// Browser calls of the back office: form posts to /api/gestion/*, JSON answers `{ ok, message, … }`
// (lib/http/answer.ts), a refusal with its kind's status. A 401 means the staff session ended
// while the page was open: back to the sign-in page, which leads back here once signed in again.
import { staffLoginPath } from '@/lib/auth/return-path';

export interface PostResult {
  ok: boolean;
  message?: string;
  [key: string]: unknown;
}

/**
 * A full page load, on purpose: signing in or out changes what the server renders around the page
 * (the panel's layout), which a client-side transition would keep.
 */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

/** The sign-in with the expiry notice, leading back to `page` (a path with its query). */
export function expiredSignInUrl(page: string): string {
  const signIn = staffLoginPath(page);
  return `${signIn}${signIn.includes('?') ? '&' : '?'}caducada=1`;
}

/** The session ended while this page was open: to the sign-in, and back here after it. */
export function toSignInExpired(): void {
  hardNavigate(expiredSignInUrl(`${window.location.pathname}${window.location.search}`));
}

/**
 * «Salir»: ends the session and lands on the sign-in page, whatever the answer. Not through
 * postStaff: a session that had already ended (a 401) is no expiry to announce, the member asked to
 * leave; and a call that failed on the way still leaves (a session still alive then is shown the
 * dashboard by the sign-in page, as after any sign-in).
 */
export async function signOutStaff(): Promise<void> {
  try {
    await fetch('/api/gestion/salir', { method: 'POST', credentials: 'same-origin', body: new URLSearchParams() });
  } catch {
    // Whatever happened, the member asked to leave.
  }
  hardNavigate('/gestion/entrar');
}

/** `{ json }` sends a JSON body (the passkey ceremonies' answers); anything else as a form. */
export async function postStaff(
  path: string,
  body: FormData | URLSearchParams | { json: unknown },
): Promise<PostResult> {
  const init: RequestInit =
    'json' in body
      ? { body: JSON.stringify(body.json), headers: { 'content-type': 'application/json' } }
      : { body: body as FormData | URLSearchParams };
  const res = await fetch(`/api/gestion/${path}`, { method: 'POST', credentials: 'same-origin', ...init });
  if (res.status === 401 && !path.startsWith('entrar') && !path.startsWith('invitacion')) {
    toSignInExpired();
    return { ok: false, message: 'La sesión ha caducado.' };
  }
  let answer: PostResult;
  try {
    answer = (await res.json()) as PostResult;
  } catch {
    answer = { ok: false };
  }
  if (res.status === 403) return { ok: false, message: 'Tu papel no permite esta acción.' };
  if (!res.ok && !answer.message) return { ok: false, message: 'No se ha podido completar. Inténtalo de nuevo.' };
  return { ...answer, ok: res.ok && answer.ok !== false };
}

export const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';
export const buttonClass =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus:ring-2 focus:ring-teal-600 focus:ring-offset-2 focus:outline-none disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus:ring-2 focus:ring-teal-600 focus:ring-offset-2 focus:outline-none disabled:opacity-60';
