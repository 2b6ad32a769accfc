// Cookie-consent constants of spec §9, shared by the banner and the cookie policy page.
export const CONSENT_COOKIE = 'CookieConsent';
export const CONSENT_ACCEPTED = 'true';
export const CONSENT_DECLINED = 'false';
export const CONSENT_DAYS = 365;
/** Class on <html> when a choice is stored, set before the banner is parsed (consent-precheck.tsx). */
export const CONSENT_GIVEN_CLASS = 'consent-given';
/** Event the footer fires to show the banner again. */
export const REOPEN_CONSENT_EVENT = 'mille:cookie-settings';

export function readConsent(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return rest.join('=');
  }
  return null;
}

export function consentCookie(value: string, secure: boolean): string {
  const maxAge = CONSENT_DAYS * 24 * 3600;
  return `${CONSENT_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
