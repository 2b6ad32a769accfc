// Setting one of the site's cookies (lib/cookies/site-cookies.ts) on a route handler's jar, with
// the name and attributes the list gives it in this mode: Secure and `__Host-` in production.
import 'server-only';
import { storedName, type StoredItem } from '@/lib/cookies/site-cookies';
import { env } from '@/lib/env';
import type { CookieJar } from './cookies';

export function siteCookieName(item: StoredItem): string {
  return storedName(item, env().isProduction);
}

/** `maxAge` in seconds; 0 deletes the cookie. */
export function setSiteCookie(jar: CookieJar, item: StoredItem, value: string, maxAge: number): void {
  const secure = env().isProduction;
  jar.set(storedName(item, secure), value, {
    httpOnly: item.httpOnly,
    secure,
    sameSite: item.sameSite ?? 'lax',
    maxAge,
  });
}
