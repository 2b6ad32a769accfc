// A readable (non-HttpOnly) cookie that only says "this browser has signed in". It holds no
// secret: static pages use it to decide whether asking the server for the user key is worth a
// request. The real session is the sealed HttpOnly cookie, checked on the server.
import { browserCookie, siteStorage } from '@/lib/cookies/site-cookies';

export const SIGNED_IN_HINT_COOKIE = siteStorage.signedInHint.name;

export function hasSignedInHint(cookies: string): boolean {
  return browserCookie(cookies, SIGNED_IN_HINT_COOKIE) === '1';
}
