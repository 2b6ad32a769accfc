// Runs while a public page is parsed, before the cookie banner: marks <html> when a consent choice
// is stored, so CSS hides the pre-rendered banner before it is ever painted (see cookie-banner.tsx).
// Only on the static pages, whose policy allows inline scripts; the nonce-protected customer area
// renders the banner after hydration instead. The <noscript> style hides the banner when there is
// no JavaScript to make its buttons work.
import { CONSENT_COOKIE, CONSENT_GIVEN_CLASS } from '@/lib/consent/cookie';

export const consentPrecheckScript = `if(/(?:^|; )${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.classList.add('${CONSENT_GIVEN_CLASS}')`;

export function ConsentPrecheck() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: consentPrecheckScript }} />
      <noscript>
        <style>{'[data-consent-pending]{display:none}'}</style>
      </noscript>
    </>
  );
}
