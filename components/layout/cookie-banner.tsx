'use client';
// Cookie banner: shown until a choice is stored in the CookieConsent cookie (its name, values and
// lifetime: lib/cookies/site-cookies.ts, the list the /cookies page shows).
//
// On the static public pages it is part of the pre-rendered HTML, so a first visit shows it with
// the first paint rather than popping up after hydration (on a phone it was the page's largest
// text, so its late paint was the page's LCP). Visitors who already chose never see it painted:
// ConsentPrecheck (consent-precheck.tsx, earlier in the page) marks <html> before the banner is
// parsed, and CSS hides the pre-rendered banner; after hydration React removes it. Without
// JavaScript it stays hidden (its buttons could not work).
import { useEffect, useState } from 'react';
import {
  CONSENT_ACCEPTED,
  CONSENT_DECLINED,
  REOPEN_CONSENT_EVENT,
  consentCookie,
  readConsent,
} from '@/lib/consent/cookie';

interface Props {
  title: string;
  text: string;
  more: string;
  accept: string;
  decline: string;
  /** In the pre-rendered HTML (public pages, with ConsentPrecheck before it), or only once hydrated. */
  prerendered: boolean;
  /**
   * In the HTML but hidden until hydration unless the page marks `[data-consent-unknown]` (the
   * customer area, whose server knows the cookie but cannot run the precheck): globals.css.
   */
  hiddenUnlessMarked?: boolean;
}

/** 'html' = as pre-rendered, before hydration has read the cookie. */
type Shown = 'html' | 'open' | 'closed';

export function CookieBanner({ title, text, more, accept, decline, prerendered, hiddenUnlessMarked = false }: Props) {
  const [shown, setShown] = useState<Shown>(prerendered ? 'html' : 'closed');

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable in the browser
    setShown(readConsent(document.cookie) === null ? 'open' : 'closed');
    const reopen = () => setShown('open');
    window.addEventListener(REOPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_CONSENT_EVENT, reopen);
  }, []);

  if (shown === 'closed') return null;

  const choose = (value: string) => {
    document.cookie = consentCookie(value, location.protocol === 'https:');
    setShown('closed');
  };

  return (
    <section
      role="region"
      aria-label={title}
      data-consent-pending={shown === 'html' ? '' : undefined}
      data-consent-server={shown === 'html' && hiddenUnlessMarked ? '' : undefined}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-8px_24px_rgb(15_23_42/0.1)] sm:p-5"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          <strong className="block text-slate-900">{title}</strong>
          {text}{' '}
          <a href="/cookies" className="font-semibold text-teal-800 underline">
            {more}
          </a>
        </p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => choose(CONSENT_DECLINED)}
            className="rounded-full border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {decline}
          </button>
          <button
            type="button"
            onClick={() => choose(CONSENT_ACCEPTED)}
            className="rounded-full bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900"
          >
            {accept}
          </button>
        </div>
      </div>
    </section>
  );
}

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(REOPEN_CONSENT_EVENT))}
      className="hover:text-white hover:underline"
    >
      {label}
    </button>
  );
}
