'use client';
// The Soporte tab of /micuenta: the chosen hotel's support cases, newest first (a page at a time,
// "Ver casos anteriores" adds the next), filtered by state, and "Abrir un caso". Loaded only when
// the tab is opened (account-area.tsx imports it lazily). From an invoice row ("Tengo una duda
// sobre esta factura") it opens with the form ready for a facturación case about that invoice; from
// a link that prefills a case (Productos' "Pedir a soporte la actualización…", `&nuevo=1&asunto=…
// &modulo=…`, account-address.ts) with the form open, its subject and module chosen.
// The state filter is the address's (`&estado_caso=`, case-list-address.ts): a choice is a new history
// entry, so a reload, Back from a case, Back and Forward show the list as it was filtered.
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { company } from '@/lib/content/company';
import type { SupportChoices } from '@/lib/support/choices';
import type { CaseContactDto, CaseDto } from '@/lib/support/types';
import { caseMoment, failureText, listCases } from './api';
import { PriorityBadge, StateBadge } from './badges';
import { caseStateOf, withCaseState } from './case-list-address';
import { ObjectiveLine } from './objective-text';
import type { CaseDraft } from '../account-address';
import { OpenCaseForm, type CaseInvoice } from './open-case-form';

interface Props {
  hotelId: number;
  hotelName: string;
  /** The user's own contact at the hotel: always a follower, so not offered */
  contactId: number;
  choices: SupportChoices;
  /** The invoice the customer asked about (from its row), while the address names it */
  invoice?: CaseInvoice | null;
  /** The new case a link prefilled (checked as read), while the address names it */
  draft?: CaseDraft | null;
  /**
   * The form about `invoice` or `draft` is done with (cancelled, or the case opened): the address
   * should stop naming them, in place (a reload, or Back from the new case, shows the list, not the form)
   */
  onPrefillDone?: () => void;
}

/** The list as loaded for one filter (`estado`, '' for all); another filter shows "loading". */
type ListState =
  | { status: 'loading' }
  | { status: 'error'; estado: string; message: string }
  | { status: 'ready'; estado: string; casos: CaseDto[]; siguiente: string | null; contactos: CaseContactDto[] };

/** A new history entry with this query (Next's router takes it in: useSearchParams reads it). */
function pushQuery(query: string) {
  if (query === window.location.search) return;
  window.history.pushState(null, '', `${window.location.pathname}${query}`);
}

export default function SupportPanel({
  hotelId,
  hotelName,
  contactId,
  choices,
  invoice = null,
  draft = null,
  onPrefillDone,
}: Props) {
  const t = useTranslations('Support');
  const address = useSearchParams();
  const estado = caseStateOf(address, choices.states);
  const [loaded, setList] = useState<ListState>({ status: 'loading' });
  // The list of another filter than the address's (chosen, or stepped to through the history) is
  // on its way: nothing of the one before is shown meanwhile.
  const list: ListState = loaded.status !== 'loading' && loaded.estado !== estado ? { status: 'loading' } : loaded;
  const [more, setMore] = useState(false);
  const [formOpen, setFormOpen] = useState((invoice !== null && invoice.id_hotel === hotelId) || draft !== null);
  const openButton = useRef<HTMLButtonElement>(null);
  // The form cancelled: once «Abrir un caso» is back on the page, the focus returns to it (the
  // form's own button is gone, and the focus would fall to <body>).
  const refocus = useRef(false);
  useEffect(() => {
    if (formOpen || !refocus.current) return;
    refocus.current = false;
    openButton.current?.focus();
  }, [formOpen]);

  // Which filter the address asks for now: an answer for another (overtaken by a newer choice, or
  // by Back and Forward) is dropped.
  const wanted = useRef(estado);
  useEffect(() => {
    wanted.current = estado;
  }, [estado]);

  async function load(forEstado: string, pos?: string) {
    const query = new URLSearchParams({ hotel: String(hotelId) });
    if (forEstado) query.set('estado', forEstado);
    if (pos) query.set('pos', pos);
    try {
      const page = await listCases(query);
      if (wanted.current !== forEstado) return;
      setList((before) =>
        pos && before.status === 'ready' && before.estado === forEstado
          ? { ...before, casos: [...before.casos, ...page.casos], siguiente: page.siguiente }
          : {
              status: 'ready',
              estado: forEstado,
              casos: page.casos,
              siguiente: page.siguiente,
              contactos: page.contactos ?? [],
            },
      );
    } catch (error) {
      const message = failureText(error);
      if (message !== null && wanted.current === forEstado)
        setList({ status: 'error', estado: forEstado, message: t('loadFailed') });
    }
  }

  // The tab's data for this hotel and the address's filter (state is set after the fetch).
  // `load` reads nothing else that changes.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's data for this hotel and filter; state is set after the fetch
    void load(estado);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hotelId, estado]);

  // Shown again from the browser's back/forward cache (Back from a case just opened): the page as
  // it was left, so the form goes and the list is read again, with the new case.
  const reloadOnRestore = useRef(false);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted || !reloadOnRestore.current) return;
      reloadOnRestore.current = false;
      setFormOpen(false);
      void load(wanted.current);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hotelId]);

  async function loadMore(pos: string) {
    setMore(true);
    await load(estado, pos);
    setMore(false);
  }

  const formInvoice = invoice && invoice.id_hotel === hotelId ? invoice : null;

  // The case is open and its page on its way: this history entry is left as the list (no form,
  // no invoice nor draft in the address), so Back from the case shows the list rather than the
  // form filled in again, inviting the same case twice.
  function caseOpened() {
    reloadOnRestore.current = true;
    setFormOpen(false);
    if (formInvoice || draft) onPrefillDone?.();
  }

  function closeForm() {
    refocus.current = true;
    setFormOpen(false);
    // A question about an invoice, or a prefilled case, dropped: a reload or another «Abrir un
    // caso» is a plain case.
    if (formInvoice || draft) onPrefillDone?.();
  }

  return (
    <section aria-labelledby="soporte-titulo" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="soporte-titulo" className="text-lg font-semibold text-slate-900">
            {t('title', { hotel: hotelName })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t.rich('intro', {
              phone: company.phones.emergency.label,
              tel: (chunks) => (
                <a
                  href={`tel:${company.phones.emergency.tel}`}
                  className="font-semibold whitespace-nowrap text-teal-900 underline underline-offset-2 hover:text-teal-700"
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
        {!formOpen && (
          <button
            ref={openButton}
            type="button"
            onClick={() => setFormOpen(true)}
            className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 focus:outline-2 focus:outline-amber-500"
          >
            {t('open')}
          </button>
        )}
      </div>

      {formOpen && (
        <OpenCaseForm
          hotelId={hotelId}
          choices={choices}
          contacts={list.status === 'ready' ? list.contactos.filter((c) => c.id !== contactId) : []}
          invoice={formInvoice}
          draft={draft}
          onCancel={closeForm}
          onOpened={caseOpened}
        />
      )}

      <div>
        <label htmlFor="casos-estado" className="block text-sm font-medium text-slate-800">
          {t('filterState')}
        </label>
        <select
          id="casos-estado"
          value={estado}
          onChange={(e) => pushQuery(withCaseState(new URLSearchParams(window.location.search), e.target.value))}
          className="mt-1 block w-56 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700"
        >
          <option value="">{t('allStates')}</option>
          {choices.states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>

      {list.status === 'loading' && <p className="text-sm text-slate-600">{t('loading')}</p>}
      {list.status === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          {list.message}
        </p>
      )}
      {list.status === 'ready' && list.casos.length === 0 && (
        <p className="text-slate-700">{estado ? t('noneInState') : t('none')}</p>
      )}
      {list.status === 'ready' && list.casos.length > 0 && (
        <>
          <ul
            aria-label={t('listCaption')}
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          >
            {list.casos.map((c) => (
              <li key={c.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="min-w-0">
                  <a
                    href={`/micuenta/soporte/${c.id}`}
                    className="font-semibold break-words text-teal-900 underline-offset-2 hover:underline focus:outline-2 focus:outline-amber-500"
                  >
                    {c.asunto}
                  </a>
                  <p className="mt-1 text-xs text-slate-600">
                    {t('caseNumber', { id: c.id })} · {t('colOpened')}: {caseMoment(c.fecha)} · {t('colUpdated')}:{' '}
                    {caseMoment(c.actualizado)}
                  </p>
                  <ObjectiveLine objective={c.objetivo} t={t} moment={caseMoment} />
                </div>
                <p className="flex flex-wrap gap-2">
                  <span className="sr-only">{t('colState')}:</span>
                  <StateBadge value={c.estado} states={choices.states} />
                  <span className="sr-only">{t('colPriority')}:</span>
                  <PriorityBadge value={c.prioridad} priorities={choices.priorities} />
                </p>
              </li>
            ))}
          </ul>
          {list.siguiente && (
            <button
              type="button"
              disabled={more}
              onClick={() => loadMore(list.siguiente!)}
              className="justify-self-start rounded-md border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus:outline-2 focus:outline-amber-500 disabled:opacity-60"
            >
              {t('more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
