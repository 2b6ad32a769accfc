// The cookie-consent choice, shared by the banner, its pre-paint check and the cookie policy page.
import { browserCookie, siteStorage } from '@/lib/cookies/site-cookies';

export const CONSENT_COOKIE = siteStorage.consent.name;
export const CONSENT_ACCEPTED = 'true';
export const CONSENT_DECLINED = 'false';
export const CONSENT_DAYS = siteStorage.consent.maxAge / (24 * 3600);
/** Class on <html> when a choice is stored, set before the banner is parsed (consent-precheck.tsx). */
export const CONSENT_GIVEN_CLASS = 'consent-given';
/** Event the footer fires to show the banner again. */
export const REOPEN_CONSENT_EVENT = 'mille:cookie-settings';

export function readConsent(cookies: string): string | null {
  return browserCookie(cookies, CONSENT_COOKIE);
}

export function consentCookie(value: string, secure: boolean): string {
  return `${CONSENT_COOKIE}=${value}; Max-Age=${siteStorage.consent.maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
