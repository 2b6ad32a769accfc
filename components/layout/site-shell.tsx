// What every public page shares around its own content: skip link, footer, cookie banner,
// floating chat and the browser runtime. The navbar and header are the page's own (variants).
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { AppRuntime } from './app-runtime';
import { ConsentPrecheck } from './consent-precheck';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';

/**
 * `dynamic`: the customer area, under a nonce policy (no inline precheck). Its banner is in the
 * HTML too but hidden by CSS unless the page marks that no choice is stored
 * (ConsentUnknownMarker, for pages that read cookies anyway): then it paints with the page
 * instead of after hydration, where it was /micuenta's late LCP.
 */
export async function SiteShell({
  locale,
  children,
  dynamic = false,
}: {
  locale: Locale;
  children: ReactNode;
  dynamic?: boolean;
}) {
  const tc = await getTranslations({ locale, namespace: 'CookieBanner' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      {!dynamic && <ConsentPrecheck />}
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        {common('skipToContent')}
      </a>
      {children}
      <Footer locale={locale} />
      <CookieBanner
        title={tc('title')}
        text={tc('text')}
        more={tc('more')}
        accept={tc('accept')}
        decline={tc('decline')}
        prerendered
        hiddenUnlessMarked={dynamic}
      />
      <AppRuntime />
    </>
  );
}
