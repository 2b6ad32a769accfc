'use client';
// Who follows a case (the hotel's contacts mailed each staff reply and state change) and «Seguir
// este caso» / «Dejar de seguir» for the signed-in contact: calls /api/cuenta/soporte/casos/<id>/
// seguimiento (authorised there from the session, as every call), says what happened and renders
// the page again with the followers as they are now. The focus goes to that sentence.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { CaseWithMessagesDto } from '@/lib/support/types';
import { failureText, followCase } from './api';

type Outcome = { tone: 'ok' | 'error'; text: string; seq: number } | null;

export function CaseFollow({
  supportCase: c,
}: {
  supportCase: Pick<CaseWithMessagesDto, 'id' | 'seguidores' | 'sigo'>;
}) {
  const t = useTranslations('Support');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) status.current?.focus();
  }, [outcome]);

  async function toggle() {
    const seguir = !c.sigo;
    setBusy(true);
    try {
      await followCase(c.id, seguir);
      setOutcome((before) => ({
        tone: 'ok',
        text: t(seguir ? 'followedDone' : 'unfollowedDone'),
        seq: (before?.seq ?? 0) + 1,
      }));
      router.refresh();
    } catch (error) {
      const text = failureText(error);
      if (text !== null) setOutcome((before) => ({ tone: 'error', text, seq: (before?.seq ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="seguidores" className="grid gap-2">
      <h2 id="seguidores" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('followersLabel')}
      </h2>
      <p className="text-sm text-slate-900">{c.seguidores.length ? c.seguidores.join(', ') : t('followersNone')}</p>
      <p className="text-xs text-slate-600">{t('followersHelp')}</p>
      <div>
        <button
          type="button"
          disabled={busy}
          onClick={toggle}
          className="rounded-md border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus:outline-2 focus:outline-amber-500 disabled:opacity-60"
        >
          {c.sigo ? t('unfollow') : t('follow')}
        </button>
      </div>
      {outcome && (
        <p
          key={outcome.seq}
          ref={status}
          tabIndex={-1}
          role={outcome.tone === 'ok' ? 'status' : 'alert'}
          className={`rounded-md border px-3 py-2 text-sm ${outcome.tone === 'ok' ? 'border-teal-300 bg-teal-50 text-teal-900' : 'border-red-300 bg-red-50 text-red-800'}`}
        >
          {outcome.text}
        </p>
      )}
    </section>
  );
}
