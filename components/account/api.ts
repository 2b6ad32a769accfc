// Browser calls of the customer area. Any 401 means the session ended while the page was open:
// the user goes to /login with a message instead of meeting a dead button.
export const EXPIRED_LOGIN_URL = '/login?expired=1';

export class SessionEnded extends Error {}

/**
 * A full page load, on purpose: signing in or out changes what the server renders and what the
 * static navbar's account button shows, and a client-side transition would keep stale state.
 */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

export function goToLoginExpired(): void {
  hardNavigate(EXPIRED_LOGIN_URL);
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
