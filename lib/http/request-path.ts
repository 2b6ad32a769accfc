// The address a page was asked for (path and query), as the proxy hands it to the page's server
// components: Next.js gives a page its params and query but not its own path, and the back office's
// pages (one check for all, lib/staff/request-session.ts) send a signed-out member to the sign-in
// with the way back. The proxy sets it on every request it sees, over anything a client sent under
// that name; the value is only ever a return path, checked again where it is read
// (lib/auth/return-path.ts).
export const REQUEST_PATH_HEADER = 'x-mille-request-path';

/** The address as the person asked for it: path and query, without the router's own `_rsc` marker. */
export function requestPath(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete('_rsc');
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
