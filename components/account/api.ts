// Browser calls of the customer area. Any 401 means the session ended while the page was open:
// the user goes to /login with a message instead of meeting a dead button, and signing in again
// leads back to the page they were on (lib/auth/return-path.ts checks it).
import { loginPath } from '@/lib/auth/return-path';

/** /login with the expiry message, leading back to `page` (a path with its query) once signed in. */
export function expiredLoginUrl(page: string): string {
  const login = loginPath(page);
  return login === '/login' ? '/login?expired=1' : `${login}&expired=1`;
}

export class SessionEnded extends Error {}

/**
 * A full page load, on purpose: signing in or out changes what the server renders and what the
 * static navbar's account button shows, and a client-side transition would keep stale state.
 */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

/**
 * Set once the user asked to sign out, while the page is on its way to /login: a call answered
 * 401 meanwhile is that, not an expiry.
 */
let signingOut = false;

/**
 * A page shown again from the back/forward cache (Back after signing out) is no longer leaving: a
 * session that ends while it is open is an expiry again (otherwise the session probe's 401 would be
 * silenced and the page left dead).
 */
function restored(event: PageTransitionEvent): void {
  if (!event.persisted) return;
  signingOut = false;
  window.removeEventListener('pageshow', restored);
}

/** Before the sign-out call: the page leaves for /login by itself, with no expiry message. */
export function beginSignOut(): void {
  signingOut = true;
  window.addEventListener('pageshow', restored);
}

export function goToLoginExpired(): void {
  if (signingOut) return;
  hardNavigate(expiredLoginUrl(`${window.location.pathname}${window.location.search}`));
}

/** POSTs JSON to an account call; redirects on 401 and throws SessionEnded. */
export async function postJson(endpoint: string, body: unknown): Promise<Response> {
  const res = await fetch(`/api/Data/${endpoint}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status === 401) {
    goToLoginExpired();
    throw new SessionEnded();
  }
  return res;
}

/** GETs one of the account area's own reads (under /micuenta); redirects on 401 like postJson. */
export async function getAccount(path: string): Promise<Response> {
  const res = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  if (res.status === 401) {
    goToLoginExpired();
    throw new SessionEnded();
  }
  return res;
}

/** POSTs a form (urlencoded) to an account call. */
export async function postForm(endpoint: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`/api/Data/${endpoint}`, {
    method: 'POST',
    credentials: 'same-origin',
    body: new URLSearchParams(fields),
  });
}
