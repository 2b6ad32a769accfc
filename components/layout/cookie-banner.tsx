'use client';
// Cookie banner (spec §4, §9): shown until a choice is stored in the CookieConsent cookie.
import { useEffect, useState } from 'react';
import { CONSENT_ACCEPTED, CONSENT_DECLINED, REOPEN_CONSENT_EVENT, consentCookie, readConsent } from '@/lib/consent/cookie';

interface Props {
  title: string;
  text: string;
  more: string;
  accept: string;
  decline: string;
}

export function CookieBanner({ title, text, more, accept, decline }: Props) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Reading document.cookie after hydration keeps the page static; the banner then appears.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable in the browser
    setVisible(readConsent(document.cookie) === null);
    const reopen = () => setVisible(true);
    window.addEventListener(REOPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_CONSENT_EVENT, reopen);
  }, []);

  if (!visible) return null;

  const choose = (value: string) => {
    document.cookie = consentCookie(value, location.protocol === 'https:');
    setVisible(false);
  };

  return (
    <section
      role="region"
      aria-label={title}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 p-4 shadow-2xl backdrop-blur sm:p-5"
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
          <button type="button" onClick={() => choose(CONSENT_DECLINED)} className="rounded-full border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100">
            {decline}
          </button>
          <button type="button" onClick={() => choose(CONSENT_ACCEPTED)} className="rounded-full bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900">
            {accept}
          </button>
        </div>
      </div>
    </section>
  );
}

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.dispatchEvent(new Event(REOPEN_CONSENT_EVENT))} className="hover:text-white hover:underline">
      {label}
    </button>
  );
}
