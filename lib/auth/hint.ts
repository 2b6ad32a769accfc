// A readable (non-HttpOnly) cookie that only says "this browser has signed in". It holds no
// secret: static pages use it to decide whether asking the server for the user key is worth a
// request. The real session is the sealed HttpOnly cookie, checked on the server.
export const SIGNED_IN_HINT_COOKIE = 'mille_signed_in';

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}
