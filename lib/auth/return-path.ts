// Where a customer's sign-in leads: back to the customer-area page they were opening (a case's link
// from its e-mail, /micuenta?pestana=productos from /novedades) instead of always Mis datos. The
// address travels as `/login?volver=<path>` and is trusted only when it is a path of this site
// under /micuenta; anything else (another site, `//host`, a backslash, a scheme, control
// characters, a path out of /micuenta) leads to /micuenta. Every reader goes through
// `safeReturnPath`: the pages that send to /login, /login itself (a visitor already signed in), the
// sign-in form after the password, the second step, a passkey or the forced password change.
// Pure; no imports, so the sign-in form's bundle carries only this.

/** Where a sign-in leads when no (acceptable) return path came with it. */
export const ACCOUNT_HOME = '/micuenta';

/** The query parameter of /login that carries the return path. */
export const RETURN_PARAM = 'volver';

const MAX_LENGTH = 2000;
const BASE = 'http://x';

/** The return path `value` names when it is safe to send the browser to, else /micuenta. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return ACCOUNT_HOME;
  // Browsers read `\` as `/` and drop tabs and newlines: `/\evil.com` and `/\t/evil.com` are `//evil.com`.
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value) || value.includes('//')) return ACCOUNT_HOME;
  if (value !== ACCOUNT_HOME && !/^\/micuenta[/?#]/.test(value)) return ACCOUNT_HOME;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return ACCOUNT_HOME;
  }
  // The path as the server will see it (`..` and `%2e%2e` resolved), still under /micuenta, with
  // no encoded slash, backslash or control character in it.
  const { pathname } = url;
  if (url.origin !== BASE || (pathname !== ACCOUNT_HOME && !pathname.startsWith(`${ACCOUNT_HOME}/`)))
    return ACCOUNT_HOME;
  if (/%(2f|5c|[01][0-9a-f]|7f)/i.test(pathname) || pathname.includes('//')) return ACCOUNT_HOME;
  return `${pathname}${url.search}${url.hash}`;
}

/**
 * The return path of a page of the customer area from its own path and query (a page's
 * `searchParams`), checked like any other.
 */
export function returnPathOf(pathname: string, query: Record<string, string | string[] | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one);
  const search = params.toString();
  return safeReturnPath(search ? `${pathname}?${search}` : pathname);
}

/** /login carrying a return path: plain /login for /micuenta itself (where a sign-in leads anyway). */
export function loginPath(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  if (safe === ACCOUNT_HOME) return '/login';
  // Slashes stay readable (`?volver=/micuenta/soporte/1`); `?`, `&`, `=` and `#` are encoded.
  return `/login?${RETURN_PARAM}=${encodeURIComponent(safe).replace(/%2F/g, '/')}`;
}
