// Where a sign-in leads: back to the page of the customer area (or, for staff, of the back office)
// the person was opening (a case's link from its e-mail, /micuenta?pestana=productos from
// /novedades) instead of always the area's first page. The address travels as
// `/login?volver=<path>` (`/gestion/entrar?volver=<path>`) and is trusted only when it is a path of
// this site under /micuenta (/gestion, not its sign-in pages); anything else (another site,
// a path with `//`, a backslash, a scheme, control characters, a path out of the area) leads to the area's
// first page. Every reader goes through `safeReturnPath` / `safeStaffReturnPath`: the pages that send
// to the sign-in, the sign-in page itself (someone already signed in), the sign-in form after the
// password, the second step, a passkey or the forced password change.
// Pure; no imports, so the sign-in forms' bundles carry only this.

/** Where a sign-in leads when no (acceptable) return path came with it. */
export const ACCOUNT_HOME = '/micuenta';

/** The query parameter of /login that carries the return path. */
export const RETURN_PARAM = 'volver';

const MAX_LENGTH = 2000;
const BASE = 'http://x';

/** The path (with its query and fragment) `value` names when it is a safe one under `home`, else null. */
function pathUnder(value: unknown, home: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  // Browsers read `\` as `/` and drop tabs and newlines: `/\evil.com` and `/\t/evil.com` are `//evil.com`.
  // A `//` in the path is refused (at its start it names another host); in the query or the
  // fragment (`?q=a//b`, an address searched for) it is only part of a value.
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value) || value.replace(/[?#].*/, '').includes('//')) return null;
  if (value !== home && !['/', '?', '#'].some((next) => value.startsWith(`${home}${next}`))) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // The path as the server will see it (`..` and `%2e%2e` resolved), still under `home`, with
  // no encoded slash, backslash or control character in it.
  const { pathname } = url;
  if (url.origin !== BASE || (pathname !== home && !pathname.startsWith(`${home}/`))) return null;
  if (/%(2f|5c|[01][0-9a-f]|7f)/i.test(pathname) || pathname.includes('//')) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/** The return path `value` names when it is safe to send the browser to, else /micuenta. */
export function safeReturnPath(value: unknown): string {
  return pathUnder(value, ACCOUNT_HOME) ?? ACCOUNT_HOME;
}

/** Where a staff sign-in leads when no (acceptable) return path came with it. */
export const STAFF_HOME = '/gestion';

/** The back office's pages for someone signed out: never where a sign-in leads back to. */
const STAFF_SIGN_IN_PAGES = ['/gestion/entrar', '/gestion/invitacion'];

/** A staff return path: a safe path under /gestion but its sign-in pages, else /gestion. */
export function safeStaffReturnPath(value: unknown): string {
  const path = pathUnder(value, STAFF_HOME);
  if (!path) return STAFF_HOME;
  const pathname = path.replace(/[?#].*$/, '');
  return STAFF_SIGN_IN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`)) ? STAFF_HOME : path;
}

/** /gestion/entrar carrying a return path: plain for /gestion itself. */
export function staffLoginPath(returnTo: string): string {
  return carrying('/gestion/entrar', safeStaffReturnPath(returnTo), STAFF_HOME);
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
  return carrying('/login', safeReturnPath(returnTo), ACCOUNT_HOME);
}

/** A sign-in page with a checked return path, or plain when it leads to the area's first page anyway. */
function carrying(signIn: string, safe: string, home: string): string {
  if (safe === home) return signIn;
  // Slashes stay readable (`?volver=/micuenta/soporte/1`); `?`, `&`, `=` and `#` are encoded.
  return `${signIn}?${RETURN_PARAM}=${encodeURIComponent(safe).replace(/%2F/g, '/')}`;
}
