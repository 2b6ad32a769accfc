// What every public page shares around its own content: skip link, footer, cookie banner,
// floating chat and the browser runtime. The navbar and header are the page's own (variants).
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CONSENT_COOKIE } from '@/lib/consent/cookie';
import type { Locale } from '@/lib/i18n/routing';
import { AppRuntime } from './app-runtime';
import { ConsentPrecheck } from './consent-precheck';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';

/**
 * `dynamic`: the customer area, rendered per request under a nonce policy (no inline precheck).
 * There the server reads the consent cookie itself: a visitor who has not chosen gets the banner
 * in the first paint (else it popped up after hydration and was the page's late LCP).
 */
export async function SiteShell({ locale, children, dynamic = false }: { locale: Locale; children: ReactNode; dynamic?: boolean }) {
  const tc = await getTranslations({ locale, namespace: 'CookieBanner' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  // Only the dynamic tree reads cookies: a public page that did would stop being static.
  const bannerInHtml = dynamic ? !(await cookies()).has(CONSENT_COOKIE) : true;
  return (
    <>
      {!dynamic && <ConsentPrecheck />}
      <a href="#contenido" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900">
        {common('skipToContent')}
      </a>
      {children}
      <Footer locale={locale} />
      <CookieBanner title={tc('title')} text={tc('text')} more={tc('more')} accept={tc('accept')} decline={tc('decline')} prerendered={bannerInHtml} />
      <AppRuntime />
    </>
  );
}
