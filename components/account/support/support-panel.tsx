'use client';
// The Soporte tab of /micuenta: the chosen hotel's support cases, newest first (a page at a time,
// "Ver casos anteriores" adds the next), filtered by state, and "Abrir un caso". Loaded only when
// the tab is opened (account-area.tsx imports it lazily). From an invoice row ("Tengo una duda
// sobre esta factura") it opens with the form ready for a facturación case about that invoice.
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupportChoices } from '@/lib/support/choices';
import type { CaseContactDto, CaseDto } from '@/lib/support/types';
import { caseMoment, failureText, listCases } from './api';
import { PriorityBadge, StateBadge } from './badges';
import { ObjectiveLine } from './objective-text';
import { OpenCaseForm, type CaseInvoice } from './open-case-form';

interface Props {
  hotelId: number;
  hotelName: string;
  /** The user's own contact at the hotel: always a follower, so not offered */
  contactId: number;
  choices: SupportChoices;
  /** The invoice the customer asked about (from its row), while the address names it */
  invoice?: CaseInvoice | null;
  /** The form about `invoice` was cancelled: the address should stop naming the invoice */
  onInvoiceCaseCancelled?: () => void;
}

type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; casos: CaseDto[]; siguiente: string | null; contactos: CaseContactDto[] };

export default function SupportPanel({
  hotelId,
  hotelName,
  contactId,
  choices,
  invoice = null,
  onInvoiceCaseCancelled,
}: Props) {
  const t = useTranslations('Support');
  const [estado, setEstado] = useState('');
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [more, setMore] = useState(false);
  const [formOpen, setFormOpen] = useState(invoice !== null && invoice.id_hotel === hotelId);
  const openButton = useRef<HTMLButtonElement>(null);
  // The form cancelled: once «Abrir un caso» is back on the page, the focus returns to it (the
  // form's own button is gone, and the focus would fall to <body>).
  const refocus = useRef(false);
  useEffect(() => {
    if (formOpen || !refocus.current) return;
    refocus.current = false;
    openButton.current?.focus();
  }, [formOpen]);

  const load = useCallback(
    async (pos?: string) => {
      const query = new URLSearchParams({ hotel: String(hotelId) });
      if (estado) query.set('estado', estado);
      if (pos) query.set('pos', pos);
      try {
        const page = await listCases(query);
        setList((before) =>
          pos && before.status === 'ready'
            ? { ...before, casos: [...before.casos, ...page.casos], siguiente: page.siguiente }
            : { status: 'ready', casos: page.casos, siguiente: page.siguiente, contactos: page.contactos ?? [] },
        );
      } catch (error) {
        const message = failureText(error);
        if (message !== null) setList({ status: 'error', message: t('loadFailed') });
      }
    },
    [hotelId, estado, t],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's data for this hotel and filter; state is set after the fetch
    void load();
  }, [load]);

  async function loadMore(pos: string) {
    setMore(true);
    await load(pos);
    setMore(false);
  }

  const formInvoice = invoice && invoice.id_hotel === hotelId ? invoice : null;

  function closeForm() {
    refocus.current = true;
    setFormOpen(false);
    // A question about an invoice dropped: a reload or another «Abrir un caso» is a plain case.
    if (formInvoice) onInvoiceCaseCancelled?.();
  }

  return (
    <section aria-labelledby="soporte-titulo" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="soporte-titulo" className="text-lg font-semibold text-slate-900">
            {t('title', { hotel: hotelName })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
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
          onCancel={closeForm}
        />
      )}

      <div>
        <label htmlFor="casos-estado" className="block text-sm font-medium text-slate-800">
          {t('filterState')}
        </label>
        <select
          id="casos-estado"
          value={estado}
          onChange={(e) => {
            setEstado(e.target.value);
            setList({ status: 'loading' });
          }}
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
