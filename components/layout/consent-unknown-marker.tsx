// For customer-area pages rendered per request: marks the page when the visitor has stored no
// cookie choice, so the banner already in the HTML paints at once (globals.css, cookie-banner.tsx).
// Only for pages that are dynamic anyway: reading cookies makes a page dynamic.
import { cookies } from 'next/headers';
import { CONSENT_COOKIE } from '@/lib/consent/cookie';

export async function ConsentUnknownMarker() {
  return (await cookies()).has(CONSENT_COOKIE) ? null : <span data-consent-unknown hidden />;
}
