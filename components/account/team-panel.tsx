'use client';
// The Equipo tab (billing contacts only): the hotel's contacts with their type, position, last
// sign-in and second factor; a colleague's type changed or the colleague removed (after a
// confirmation); a colleague invited by e-mail. Every call goes to /api/cuenta/equipo/…, which
// authorises it again from the session (lib/account/team.ts); a refusal's sentence is shown as sent.
// The hotel's only billing contact is not offered to leave or to become another contact (the server
// refuses both): the row says why. Once a call answers, the focus goes to the sentence saying what
// happened (useFocusAfterRender), not to <body> where the button disabled while it ran leaves it.
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { soleBillingContact, type TeamDto, type TeamMemberDto } from '@/lib/account/team-types';
import { CallRefused, securityCall, spanishDateTime } from './security/api';
import { hardNavigate, SessionEnded } from './api';
import { refusalText, useFormCall, type Said } from './form-call';
import { button, dangerButton, Notice, primaryButton, textInput as input, useFocusAfterRender } from './security/ui';

interface Props {
  hotelId: number;
}

export default function TeamPanel({ hotelId }: Props) {
  const t = useTranslations('Team');
  const [team, setTeam] = useState<TeamDto | null>(null);
  const [loadFailed, setLoadFailed] = useState('');
  const [notice, setNotice] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const focusAfter = useFocusAfterRender();

  const load = useCallback(async () => {
    try {
      setTeam(await securityCall<TeamDto>(`equipo?hotel=${hotelId}`));
      setLoadFailed('');
    } catch (error) {
      if (!(error instanceof SessionEnded))
        setLoadFailed(error instanceof CallRefused ? error.message : t('loadError'));
    }
  }, [hotelId, t]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first load of the tab's data; state is set after the fetch
    void load();
  }, [load]);

  async function change(path: 'equipo/tipo' | 'equipo/quitar', fields: Record<string, string>) {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await securityCall<{ message: string; then?: string }>(path, {
        hotel: String(hotelId),
        ...fields,
      });
      // Leaving the team oneself: the page is no longer this hotel's to show.
      if (answer.then) return hardNavigate(answer.then);
      setNotice({ tone: 'ok', text: answer.message });
      setConfirming(null);
      await load();
    } catch (error) {
      if (!(error instanceof SessionEnded)) setNotice({ tone: 'error', text: refusalText(error) });
    } finally {
      setBusy(false);
      // Done or refused (the last billing contact's 409 too): the focus on the sentence.
      focusAfter(() => noticeRef.current);
    }
  }

  if (loadFailed)
    return (
      <p role="alert" className="text-sm text-red-800">
        {loadFailed}
      </p>
    );
  if (!team) return <p className="text-sm text-slate-600">{t('loading')}</p>;

  return (
    <div className="space-y-10">
      <section aria-labelledby="equipo-titulo">
        <h2 id="equipo-titulo" className="text-lg font-semibold text-slate-900">
          {t('heading', { hotel: team.hotel })}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('intro')}</p>
        <div aria-live="polite">
          {notice && (
            <Notice tone={notice.tone} ref={noticeRef}>
              {notice.text}
            </Notice>
          )}
        </div>
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {team.miembros.map((m) => (
            <MemberRow
              key={m.id}
              member={m}
              hotel={team.hotel}
              busy={busy}
              confirming={confirming === m.id}
              soleBilling={soleBillingContact(team, m)}
              onAskRemove={() => setConfirming(m.id)}
              onCancel={() => setConfirming(null)}
              onRemove={() => change('equipo/quitar', { contacto: String(m.id) })}
              onType={(tipo) => change('equipo/tipo', { contacto: String(m.id), tipo: String(tipo) })}
            />
          ))}
        </ul>
      </section>
      <InviteForm hotelId={hotelId} onInvited={load} />
    </div>
  );
}

function MemberRow({
  member: m,
  hotel,
  busy,
  confirming,
  soleBilling,
  onAskRemove,
  onCancel,
  onRemove,
  onType,
}: {
  member: TeamMemberDto;
  hotel: string;
  busy: boolean;
  confirming: boolean;
  /** The hotel's only billing contact: neither «Salir del equipo» nor «Pasar a otro contacto» */
  soleBilling: boolean;
  onAskRemove: () => void;
  onCancel: () => void;
  onRemove: () => void;
  onType: (tipo: number) => void;
}) {
  const t = useTranslations('Team');
  const name = m.nombre || m.email;
  const soleBillingId = useId();
  // The inline confirmation takes the focus on its first button when it opens; cancelled (by its
  // button or Escape), the focus goes back to the button that opened it (each is gone while the
  // other shows).
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);
  const cancelled = useRef(false);
  useEffect(() => {
    if (confirming && !wasConfirming.current) confirmButton.current?.focus();
    else if (!confirming && cancelled.current) removeButton.current?.focus();
    cancelled.current = false;
    wasConfirming.current = confirming;
  }, [confirming]);
  function cancel() {
    cancelled.current = true;
    onCancel();
  }
  const offLimits = soleBilling ? { disabled: true, 'aria-describedby': soleBillingId } : { disabled: busy };
  const lastSignIn = m.invitacion_pendiente
    ? t('pending')
    : m.ultimo_acceso
      ? spanishDateTime(m.ultimo_acceso)
      : t('never');
  return (
    <li className="grid gap-3 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_17rem] lg:items-center">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {name}
          {m.tu && <span className="ml-2 text-sm font-normal text-slate-600">({t('you')})</span>}
        </p>
        <p className="text-sm break-all text-slate-600">{m.email}</p>
        {m.puesto && <p className="text-sm text-slate-700">{m.puesto}</p>}
      </div>
      <dl className="contents text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('type')}</dt>
          <dd className="text-slate-900">{m.tipo === 1 ? t('type1') : t('type2')}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('lastSignIn')}</dt>
          <dd className="text-slate-900">{lastSignIn}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">{t('secondFactor')}</dt>
          <dd className="text-slate-900">{m.segundo_factor ? t('yes') : t('no')}</dd>
        </div>
      </dl>
      {/* The two buttons one under the other, full width, on a phone and in the wide table's narrow
          column; side by side in between, where every row has room for both. */}
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center lg:grid">
        {confirming ? (
          <div
            role="group"
            aria-label={m.tu ? t('removeSelf') : t('remove')}
            className="space-y-2"
            onKeyDown={(e) => {
              if (e.key !== 'Escape' || busy) return;
              e.preventDefault();
              cancel();
            }}
          >
            <p className="max-w-xs text-sm text-slate-800">
              {m.tu ? t('confirmRemoveSelf', { hotel }) : t('confirmRemove', { name, hotel })}
            </p>
            <div className="flex gap-2">
              <button ref={confirmButton} type="button" className={dangerButton} disabled={busy} onClick={onRemove}>
                {m.tu ? t('confirmSelf') : t('confirm')}
              </button>
              <button type="button" className={button} disabled={busy} onClick={cancel}>
                {t('cancel')}
              </button>
            </div>
          </div>
        ) : (
          <>
            <button type="button" className={button} {...offLimits} onClick={() => onType(m.tipo === 1 ? 2 : 1)}>
              {m.tipo === 1 ? t('makeOther') : t('makeBilling')}
              <span className="sr-only">: {name}</span>
            </button>
            <button ref={removeButton} type="button" className={dangerButton} {...offLimits} onClick={onAskRemove}>
              {m.tu ? t('removeSelf') : t('remove')}
              <span className="sr-only">: {name}</span>
            </button>
            {soleBilling && (
              <p id={soleBillingId} className="text-sm text-slate-700 sm:basis-full">
                {t('soleBilling')}
              </p>
            )}
          </>
        )}
      </div>
    </li>
  );
}

function InviteForm({ hotelId, onInvited }: { hotelId: number; onInvited: () => Promise<void> }) {
  const t = useTranslations('Team');
  const id = useId();
  const { sending, notice, submit } = useFormCall<{ message: string }>('equipo/invitar', { hotel: String(hotelId) });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const focusAfter = useFocusAfterRender();

  return (
    <section aria-labelledby={`${id}-titulo`} className="max-w-2xl">
      <h2 id={`${id}-titulo`} className="text-lg font-semibold text-slate-900">
        {t('inviteHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('inviteIntro')}</p>
      <form
        onSubmit={async (e) => {
          await submit(e, async (_answer, form) => {
            form.reset();
            await onInvited();
          });
          // Sent or refused: the focus on the sentence saying so.
          focusAfter(() => noticeRef.current);
        }}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <label className="block text-sm font-medium text-slate-800 sm:col-span-2">
          {t('inviteEmail')}
          <input name="email" type="email" required maxLength={254} autoComplete="off" className={input} />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('inviteName')}
          <input name="nombre" required maxLength={120} autoComplete="off" className={input} />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('invitePosition')}
          <input name="puesto" maxLength={120} autoComplete="off" className={input} />
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">{t('inviteType')}</legend>
          <div className="mt-2 space-y-2 text-sm text-slate-800">
            <label className="flex items-start gap-2">
              <input type="radio" name="tipo" value="2" defaultChecked className="mt-1" />
              {t('inviteType2')}
            </label>
            <label className="flex items-start gap-2">
              <input type="radio" name="tipo" value="1" className="mt-1" />
              {t('inviteType1')}
            </label>
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <button type="submit" disabled={sending} className={primaryButton}>
            {sending ? t('sending') : t('inviteSubmit')}
          </button>
        </div>
        <div aria-live="polite" className="sm:col-span-2">
          {notice && (
            <Notice tone={notice.tone} ref={noticeRef}>
              {notice.text}
            </Notice>
          )}
        </div>
      </form>
    </section>
  );
}
