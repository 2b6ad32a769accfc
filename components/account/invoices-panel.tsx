'use client';
// 'Mis facturas' (billing contacts only; GetFacturasHotelContacto and GetFacturaPdf): what the hotel
// owes (pending and overdue totals, a banner when something is overdue, how to pay), the finder (year, type, search, state; kept in the URL query, applied
// without a reload, the back button steps through them), the chart, the invoices as a table (as
// cards on phones) with the latest marked, totals, one PDF each, and the filtered set as ZIP or CSV.
// The server sends one page of 50 rows and the selection's sums (lib/invoices/list-query.ts); a
// filter or another page asks `facturas.json` for the next view, so a hotel of 20,000 invoices
// makes a page of 50 rows, not one of every invoice (docs/PERFORMANCE.md, "Downloads of any size").
// The finder is a GET form and the pages are links to the same address: before the script runs,
// or without it, they load the page the server builds for that address.
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { company } from '@/lib/content/company';
import type { InvoiceRecordDto } from '@/lib/invoices/fields';
import {
  ALL_YEARS,
  currentYear,
  FILTER_KEYS,
  filterParams,
  lenientFilters,
  type InvoiceFilters,
} from '@/lib/invoices/finder';
import {
  formatCents,
  formatEuros,
  formatIsoDate,
  INVOICE_TYPES,
  invoiceTypeLabel,
  type InvoiceTypeLabel,
} from '@/lib/invoices/format';
import { DOWNLOAD_MAX, pageFrom, type InvoiceListView } from '@/lib/invoices/list-view';
import { PAYMENT_STATES, type PaymentState } from '@/lib/invoices/payment-state';
import { saveBase64File } from '@/components/downloads/save-base64-file';
import { getAccount, postJson, SessionEnded } from './api';
import './invoice-table.css';

export type InvoicesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; view: InvoiceListView };

// recharts is most of the page's script: it loads when the chart is first shown.
const InvoiceChart = dynamic(() => import('./invoice-chart').then((m) => m.InvoiceChart), {
  ssr: false,
  loading: () => <div className="h-[200px]" />,
});

const monthOnly = new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('es-ES', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** `2025-03` → `mar` (or `mar 25` when several years are shown) */
function monthLabel(month: string, withYear: boolean): string {
  return (withYear ? monthYear : monthOnly).format(new Date(`${month}-01T00:00:00Z`)).replace('.', '');
}

/** Where a row's value goes in a label formatted once (a character of Unicode's private use area). */
const SLOT = '\uE000';

/** A label formatted with SLOT for its one argument, as a function that puts each row's value there. */
function filledIn(formatted: string): (value: string) => string {
  const at = formatted.indexOf(SLOT);
  if (at < 0) return () => formatted;
  const before = formatted.slice(0, at);
  const after = formatted.slice(at + SLOT.length);
  return (value) => before + value + after;
}

/** Puts the filters (and the page, after the first) in the address bar: a new history entry, or in place while typing. */
function writeFilters(filters: InvoiceFilters, mode: 'push' | 'replace', pagina = 1) {
  const params = new URLSearchParams(window.location.search);
  for (const key of [...FILTER_KEYS, 'pagina']) params.delete(key);
  for (const [k, v] of Object.entries(filterParams(filters))) params.set(k, v);
  if (pagina > 1) params.set('pagina', String(pagina));
  const url = `${window.location.pathname}?${params}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/** The address of the list with these filters and page (the pager's links, followed without the script). */
function pageHref(current: URLSearchParams, filters: InvoiceFilters, pagina: number): string {
  const params = new URLSearchParams(current);
  for (const key of [...FILTER_KEYS, 'pagina']) params.delete(key);
  for (const [k, v] of Object.entries(filterParams(filters))) params.set(k, v);
  if (pagina > 1) params.set('pagina', String(pagina));
  return `?${params}`;
}

function listHref(
  base: string,
  file: 'facturas.zip' | 'facturas.csv' | 'facturas.json',
  hotelId: number,
  filters: InvoiceFilters,
  pagina?: number,
): string {
  return `${base}${file}?${new URLSearchParams({ hotel: String(hotelId), ...filterParams(filters), ...(pagina ? { pagina: String(pagina) } : {}) })}`;
}

/**
 * The back office shows this same panel for any hotel (the list as the customer sees it): there
 * the documents come from its own routes, and each number leads to the invoice's page. `{id}`
 * stands for the invoice's id.
 */
export interface StaffInvoiceLinks {
  /** e.g. /gestion/facturas/{id} */
  invoicePage: string;
  /** e.g. /api/gestion/facturas/{id}/pdf */
  pdf: string;
  /** Folder of facturas.zip and facturas.csv, e.g. /api/gestion/facturas/hotel/ */
  lists: string;
}

export function InvoicesPanel({
  hotelId,
  hotelName,
  state,
  staffLinks,
}: {
  hotelId: number;
  hotelName: string;
  state: InvoicesState;
  staffLinks?: StaffInvoiceLinks;
}) {
  const t = useTranslations('Invoices');
  if (state.status === 'loading') return <p className="py-6 text-slate-600">{t('loading')}</p>;
  if (state.status === 'error')
    return (
      <p role="alert" className="py-6 font-medium text-red-700">
        {t('internal')}
      </p>
    );
  if (!state.view.any) return <p className="py-6 text-slate-700">{t('none')}</p>;
  // Another hotel starts afresh from the view the server sent.
  return (
    <InvoiceList key={hotelId} hotelId={hotelId} hotelName={hotelName} initial={state.view} staffLinks={staffLinks} />
  );
}

/** The list's wish, from the address: filters (the search as typed) and page. */
function wantedKey(hotelId: number, filters: InvoiceFilters, pagina: number): string {
  return JSON.stringify([hotelId, filterParams(filters), pagina]);
}

function InvoiceList({
  hotelId,
  hotelName,
  initial,
  staffLinks,
}: {
  hotelId: number;
  hotelName: string;
  initial: InvoiceListView;
  staffLinks?: StaffInvoiceLinks;
}) {
  const t = useTranslations('Invoices');
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState('');
  const params = useSearchParams();
  const fieldId = useId();
  const listBase = staffLinks?.lists ?? '/micuenta/';
  const query = new URLSearchParams(params.toString());
  const [loaded, setLoaded] = useState<{ key: string; view: InvoiceListView }>(() => ({
    // The view's own filters and page, not the address's: the tab's panel is mounted again each
    // time it opens, with the view it first had, while the address may have moved on since.
    key: wantedKey(hotelId, initial.filters, initial.pagina),
    view: initial,
  }));
  const [failed, setFailed] = useState(false);
  const view = loaded.view;
  const years = view.years;
  const filters = lenientFilters(query, years, currentYear());
  const pagina = pageFrom(query);
  // The search box keeps its own text while typing; the address bar follows it in place, and a
  // step back or forward through the history brings its text back.
  const [search, setSearch] = useState(filters.q);
  useEffect(() => {
    const restore = () => setSearch(new URLSearchParams(window.location.search).get('q') ?? '');
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);
  const active: InvoiceFilters = { ...filters, q: search.trim() };
  const wanted = wantedKey(hotelId, active, pagina);
  const typing = active.q !== view.filters.q;

  // The address asks for another view than the one shown: fetch it (after a pause while typing);
  // an answer overtaken by a newer wish is dropped.
  useEffect(() => {
    if (wanted === loaded.key) return;
    let overtaken = false;
    const timer = setTimeout(
      async () => {
        const url = listHref(listBase, 'facturas.json', hotelId, active, pagina);
        try {
          const res = staffLinks
            ? await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
            : await getAccount(url);
          const next = res.ok ? ((await res.json()) as InvoiceListView) : null;
          if (overtaken) return;
          if (next) setLoaded({ key: wanted, view: next });
          setFailed(!next);
        } catch (error) {
          if (!overtaken && !(error instanceof SessionEnded)) setFailed(true);
        }
      },
      typing ? 250 : 0,
    );
    return () => {
      overtaken = true;
      clearTimeout(timer);
    };
    // `wanted` holds everything the request is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  async function download(invoice: InvoiceRecordDto) {
    setDownloading(invoice.id);
    setDownloadError('');
    try {
      const res = await postJson('GetFacturaPdf', invoice);
      const text = await res.text();
      let answer: { fichero?: string; nombre?: string } | null = null;
      try {
        answer = res.ok ? JSON.parse(text) : null;
      } catch {
        answer = null;
      }
      if (answer?.fichero) saveBase64File(answer.fichero, answer.nombre || `factura-${invoice.numero}.pdf`);
      // An old server could answer a sentence instead of a file: show it; refusals get the fixed sentence.
      else setDownloadError(res.ok && text.trim() && !text.trim().startsWith('{') ? text.trim() : t('downloadFailed'));
    } catch (error) {
      // Network failure: the indicator just stops, as the old page did (nothing to say that would help). A 401 has already redirected.
      if (error instanceof SessionEnded) return;
    }
    setDownloading(null);
  }

  const shown = view.invoices;
  const totals = view.totals;
  const yearTotal = view.yearTotalCents;
  const series = view.series;
  const single = view.filters.anio !== ALL_YEARS;
  const chartData = series.map((m) => ({ label: monthLabel(m.month, !single), total: m.total, previous: m.previous }));
  // Every word a row shows is looked up once per render: the fixed ones as they are, those that
  // differ only by the invoice's number or date formatted with a slot filled in per row. A page of
  // 50 rows made ~500 use-intl calls, each a lookup and a format, and a server render allocates
  // what they build (docs/PERFORMANCE.md, "What each page allocates and promotes").
  const rowLabel = {
    download: filledIn(t('downloadLabel', { numero: SLOT })),
    ask: filledIn(t('askAboutInvoiceLabel', { numero: SLOT })),
    pay: filledIn(t('payLabel', { numero: SLOT })),
    paidOn: filledIn(t('paidOn', { fecha: SLOT })),
  };
  const rowText = {
    dueDate: t('dueDate'),
    pay: t('pay'),
    download: t('download'),
    downloading: t('downloading'),
    ask: t('askAboutInvoice'),
    type: Object.fromEntries(INVOICE_TYPES.map((label) => [label, t(`types.${label}`)])) as Record<
      InvoiceTypeLabel,
      string
    >,
    state: Object.fromEntries(PAYMENT_STATES.map((state) => [state, t(`states.${state}`)])) as Record<
      PaymentState,
      string
    >,
  };
  const typeName = (tipo: number) => rowText.type[invoiceTypeLabel(tipo)];
  const set = (change: Partial<InvoiceFilters>) => writeFilters({ ...active, ...change }, 'push');
  const buttonClass =
    'inline-flex min-h-10 items-center gap-2 rounded-md border border-teal-800 px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-60';
  const inputClass =
    'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700';
  const shownYear = view.filters.anio;
  const withId = (template: string, id: number) => template.replace('{id}', String(id));
  const numberText = (inv: InvoiceRecordDto) =>
    staffLinks ? (
      <a href={withId(staffLinks.invoicePage, inv.id)} className="underline">
        {inv.numero}
      </a>
    ) : (
      inv.numero
    );

  const pdfButton = (inv: InvoiceRecordDto) => {
    if (staffLinks) {
      return (
        <a
          href={withId(staffLinks.pdf, inv.id)}
          download
          aria-label={rowLabel.download(inv.numero)}
          className="inline-flex min-h-10 min-w-24 items-center justify-center gap-2 rounded-md border border-teal-800 px-3 py-1.5 text-xs font-semibold text-teal-800 hover:bg-teal-50"
        >
          {rowText.download}
        </a>
      );
    }
    const busy = downloading === inv.id;
    return (
      <button
        type="button"
        onClick={() => download(inv)}
        disabled={downloading !== null}
        aria-busy={busy}
        aria-label={rowLabel.download(inv.numero)}
        className="inline-flex min-h-10 min-w-24 items-center justify-center gap-2 rounded-md border border-teal-800 px-3 py-1.5 text-xs font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-60"
      >
        {busy && (
          <span
            className="h-3 w-3 animate-spin rounded-full border-2 border-teal-800 border-t-transparent"
            aria-hidden="true"
          />
        )}
        {busy ? rowText.downloading : rowText.download}
      </button>
    );
  };
  // A billing contact's question about one invoice opens a facturación case linked to it (the
  // Soporte tab, its form ready); the back office's copy of the list has none.
  const askLink = (inv: InvoiceRecordDto) =>
    staffLinks ? null : (
      <a
        href={`/micuenta?${new URLSearchParams({ hotel: String(hotelId), pestana: 'soporte', factura: String(inv.id) })}`}
        aria-label={rowLabel.ask(inv.numero)}
        className="inline-block text-xs font-semibold text-teal-900 underline underline-offset-2 hover:text-teal-700"
      >
        {rowText.ask}
      </a>
    );
  // The downloads hold what the list shows; past their bound they are not offered (the server
  // would refuse them with the same advice).
  const downloadLink = (kind: 'zip' | 'csv', label: string) =>
    totals.count > DOWNLOAD_MAX[kind] ? null : (
      <a
        href={listHref(listBase, kind === 'zip' ? 'facturas.zip' : 'facturas.csv', hotelId, view.filters)}
        className={buttonClass}
      >
        {label}
      </a>
    );
  const goTo = (page: number) => writeFilters(active, 'push', page);
  // A link to the page (it works before the script runs); with the script, the list follows the
  // address without a reload.
  const pagerLink = (page: number, off: boolean, label: string) =>
    off ? (
      <span aria-disabled="true" className={`${buttonClass} opacity-60`}>
        {label}
      </span>
    ) : (
      <a
        href={pageHref(query, view.filters, page)}
        onClick={(e) => {
          e.preventDefault();
          goTo(page);
        }}
        className={buttonClass}
      >
        {label}
      </a>
    );
  const stateBadge = (inv: InvoiceRecordDto) => (
    <span data-state={inv.estado}>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[inv.estado]}`}>
        {rowText.state[inv.estado]}
      </span>
      {inv.fechapago && (
        <span className="mt-1 block text-xs text-slate-600">{rowLabel.paidOn(formatIsoDate(inv.fechapago))}</span>
      )}
    </span>
  );
  // Only where a payment provider is configured (lib/invoices/payment-provider.ts: none by default).
  const payLink = (inv: InvoiceRecordDto) =>
    staffLinks || !view.payment.canPayOnline || inv.estado === 'pagada' ? null : (
      <a
        href={`/api/cuenta/facturas/${inv.id}/pagar`}
        aria-label={rowLabel.pay(inv.numero)}
        className="mr-2 inline-flex min-h-10 items-center rounded-md bg-teal-800 px-3 py-1.5 text-xs font-semibold text-white hover:bg-teal-900"
      >
        {rowText.pay}
      </a>
    );
  const latestBadge = (
    <span className="ml-2 rounded-full bg-teal-800 px-2 py-0.5 text-xs font-semibold text-white">{t('latest')}</span>
  );

  return (
    <div className="space-y-6" aria-busy={wanted !== loaded.key}>
      <h2 className="text-lg font-semibold text-slate-900">{t('title', { hotel: hotelName })}</h2>

      <OwedSummary view={view} onShowOverdue={() => set({ estado: 'vencida', anio: ALL_YEARS })} />

      {/* autoComplete off: on a step back to another page of the history, the browser would put
          back what the fields held when that page was left, over the address's filters (a search
          box showing words the list does not apply). */}
      <form
        method="get"
        role="search"
        autoComplete="off"
        aria-label={t('finder')}
        className="grid gap-4 sm:grid-cols-[auto_auto_auto_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          // With the script the filters already apply as they change.
          e.preventDefault();
          set({});
        }}
      >
        {/* The rest of the address (hotel, tab) travels with the form's fields. */}
        {[...query.entries()]
          .filter(([key]) => !(FILTER_KEYS as readonly string[]).includes(key) && key !== 'pagina')
          .map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
        <div className="flex items-end gap-3">
          <div>
            <label htmlFor={`${fieldId}-anio`} className="block text-sm font-medium text-slate-800">
              {t('year')}
            </label>
            <select
              id={`${fieldId}-anio`}
              name="anio"
              value={String(active.anio)}
              onChange={(e) => set({ anio: e.target.value === ALL_YEARS ? ALL_YEARS : Number(e.target.value) })}
              className={inputClass}
            >
              {(active.anio === ALL_YEARS || years.includes(active.anio) ? years : [active.anio, ...years]).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
              <option value={ALL_YEARS}>{t('allYears')}</option>
            </select>
          </div>
          <p className="pb-2 text-sm text-slate-700" data-testid="year-total">
            {single ? t('yearTotal') : t('periodTotal')}{' '}
            <strong className="whitespace-nowrap tabular-nums text-slate-900">{formatCents(yearTotal)}</strong>
          </p>
        </div>
        <div>
          <label htmlFor={`${fieldId}-tipo`} className="block text-sm font-medium text-slate-800">
            {t('type')}
          </label>
          <select
            id={`${fieldId}-tipo`}
            name="tipo"
            value={active.tipo === null ? '' : invoiceTypeLabel(active.tipo)}
            onChange={(e) =>
              set({ tipo: e.target.value === '' ? null : (INVOICE_TYPES as readonly string[]).indexOf(e.target.value) })
            }
            className={inputClass}
          >
            <option value="">{t('allTypes')}</option>
            {INVOICE_TYPES.map((label, tipo) => (
              <option key={label} value={label}>
                {typeName(tipo)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${fieldId}-estado`} className="block text-sm font-medium text-slate-800">
            {t('state')}
          </label>
          <select
            id={`${fieldId}-estado`}
            name="estado"
            value={active.estado ?? ''}
            onChange={(e) => set({ estado: e.target.value === '' ? null : (e.target.value as PaymentState) })}
            className={inputClass}
          >
            <option value="">{t('allStates')}</option>
            {PAYMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${fieldId}-q`} className="block text-sm font-medium text-slate-800">
            {t('search')}
          </label>
          <input
            id={`${fieldId}-q`}
            name="q"
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => {
              setSearch(e.target.value);
              writeFilters({ ...active, q: e.target.value.trim() }, 'replace');
            }}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass}>
          {t('apply')}
        </button>
      </form>

      <figure
        className="rounded-xl border border-slate-200 bg-white p-4"
        data-testid="invoice-chart"
        data-months={series.length}
      >
        <figcaption className="text-sm font-semibold text-slate-800">{t('chartTitle')}</figcaption>
        <div role="img" aria-label={t('chartLabel')} className="mt-2 h-[200px]">
          {series.length > 0 && (
            <InvoiceChart
              data={chartData}
              currentName={single ? String(shownYear) : t('chartAmount')}
              previousName={single ? String(Number(shownYear) - 1) : undefined}
            />
          )}
        </div>
        <table className="sr-only" data-testid="chart-data">
          <caption>{t('chartTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('month')}</th>
              <th scope="col">{t('amount')}</th>
              {single && <th scope="col">{String(Number(shownYear) - 1)}</th>}
            </tr>
          </thead>
          <tbody>
            {series.map((m) => (
              <tr key={m.month} data-month={m.month}>
                <th scope="row">{monthLabel(m.month, true)}</th>
                <td>{formatEuros(m.total)}</td>
                {single && <td>{formatEuros(m.previous ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </figure>

      <div className="flex flex-wrap items-center gap-3">
        {totals.count > 0 ? (
          <>
            {downloadLink('zip', t('downloadZip'))}
            {downloadLink('csv', t('exportCsv'))}
          </>
        ) : (
          <>
            <p className="text-slate-700">{t('noMatches')}</p>
            {/* A number from another year is not in this one: one step to look in all of them. */}
            {single && view.filters.q && (
              <a
                href={pageHref(query, { ...view.filters, anio: ALL_YEARS }, 1)}
                onClick={(e) => {
                  e.preventDefault();
                  set({ anio: ALL_YEARS });
                }}
                className={buttonClass}
              >
                {t('searchAllYears', { q: view.filters.q })}
              </a>
            )}
          </>
        )}
      </div>
      {totals.count > DOWNLOAD_MAX.zip && (
        <p className="text-sm text-slate-700" data-testid="download-bound">
          {totals.count > DOWNLOAD_MAX.csv
            ? t('tooManyForDownloads', { max: DOWNLOAD_MAX.csv })
            : t('tooManyForZip', { max: DOWNLOAD_MAX.zip })}
        </p>
      )}

      {failed && (
        <p role="alert" className="font-medium text-red-700">
          {t('internal')}
        </p>
      )}

      {downloadError && (
        <p role="alert" className="font-medium text-red-700">
          {downloadError}
        </p>
      )}

      {shown.length > 0 && (
        <>
          {/* One table for every width, so each invoice is in the page once: from lg a table, below
              it each row a card (invoice-table.css; the header read only by screen readers). The
              roles are spelled out because some browsers drop a table's semantics once its display
              changes. */}
          <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200">
            <table
              role="table"
              className="invoice-table w-full text-sm lg:divide-y lg:divide-slate-200"
              data-testid="invoice-table"
            >
              <thead role="rowgroup" className="bg-slate-50 text-left text-slate-700 max-lg:sr-only">
                <tr role="row">
                  {HEADERS.map(([key, align]) => (
                    <th key={key} role="columnheader" scope="col" className={`px-3 py-3 font-semibold ${align}`}>
                      {key === 'pdf' ? 'PDF' : t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup" className="lg:divide-y lg:divide-slate-100 lg:bg-white">
                {shown.map((inv) => (
                  <tr
                    key={inv.id}
                    role="row"
                    className={inv.ultima ? 'bg-teal-50/60' : undefined}
                    data-latest={inv.ultima || undefined}
                  >
                    <td
                      role="cell"
                      className="font-semibold whitespace-nowrap text-slate-900 tabular-nums lg:font-medium"
                    >
                      {numberText(inv)}
                      {inv.ultima && latestBadge}
                    </td>
                    <td role="cell" className="whitespace-nowrap text-slate-800">
                      {formatIsoDate(inv.fecha)}
                    </td>
                    <td role="cell" className="text-slate-700 lg:whitespace-nowrap">
                      <span className="lg:hidden">{rowText.dueDate}: </span>
                      {formatIsoDate(inv.vencimiento)}
                    </td>
                    <td role="cell" className="text-slate-700">
                      {typeName(inv.tipo)}
                    </td>
                    <td role="cell" className="text-slate-700">
                      {inv.descripcion}
                    </td>
                    <td
                      role="cell"
                      className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums lg:font-medium"
                    >
                      {formatEuros(inv.importe)}
                    </td>
                    <td role="cell">{stateBadge(inv)}</td>
                    <td role="cell" className="lg:text-right">
                      {payLink(inv)}
                      {pdfButton(inv)}
                      <div className="lg:mt-1">{askLink(inv)}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {view.paginas > 1 && (
            <nav
              aria-label={t('pages')}
              className="flex flex-wrap items-center justify-between gap-3"
              data-testid="invoice-pager"
            >
              {pagerLink(view.pagina - 1, view.pagina <= 1, t('previousPage'))}
              <p className="text-sm text-slate-700" aria-live="polite">
                {t('pageOf', { pagina: view.pagina, paginas: view.paginas })}
              </p>
              {pagerLink(view.pagina + 1, view.pagina >= view.paginas, t('nextPage'))}
            </nav>
          )}

          <section
            aria-labelledby="totales"
            className="rounded-xl bg-slate-50 p-4 text-sm text-slate-800"
            data-testid="invoice-totals"
          >
            <h3 id="totales" className="sr-only">
              {t('totalsTitle')}
            </h3>
            <p className="text-base">
              {t('count', { count: totals.count })}:{' '}
              <strong className="tabular-nums" data-testid="filtered-total">
                {formatCents(totals.totalCents)}
              </strong>
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
              {totals.byType
                .filter((b) => b.count > 0)
                .map((b) => (
                  <li key={b.tipo} data-type={invoiceTypeLabel(b.tipo)}>
                    {typeName(b.tipo)}: <span className="tabular-nums">{formatCents(b.totalCents)}</span>
                  </li>
                ))}
            </ul>
          </section>
        </>
      )}
      <HowToPay view={view} example={shown[0]?.numero ?? '2026-0001'} />
    </div>
  );
}

// The table's columns: message key (or 'pdf') and alignment. invoice-table.css places the cells
// in the phone's card by this order.
const HEADERS = [
  ['number', ''],
  ['date', ''],
  ['dueDate', ''],
  ['type', ''],
  ['description', ''],
  ['amount', 'text-right'],
  ['state', ''],
  ['pdf', 'text-right'],
] as const;

const STATE_CLASS: Record<PaymentState, string> = {
  pagada: 'bg-emerald-100 text-emerald-900',
  pendiente: 'bg-amber-100 text-amber-900',
  vencida: 'bg-red-100 text-red-900',
};

/** The hotel's pending and overdue totals, and a banner while anything is overdue. */
function OwedSummary({ view, onShowOverdue }: { view: InvoiceListView; onShowOverdue: () => void }) {
  const t = useTranslations('Invoices');
  const { owed } = view;
  return (
    <>
      {owed.overdueCount > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
          data-testid="overdue-banner"
        >
          <p className="font-semibold">
            {t('overdueBanner', { count: owed.overdueCount, amount: formatCents(owed.overdueCents) })}
          </p>
          <p className="mt-2 flex flex-wrap gap-4">
            <button type="button" onClick={onShowOverdue} className="font-semibold underline underline-offset-2">
              {t('showOverdue')}
            </button>
            <a href="#como-pagar" className="font-semibold underline underline-offset-2">
              {t('howToPay')}
            </a>
          </p>
        </div>
      )}
      <section aria-labelledby="por-pagar" className="grid gap-3 sm:grid-cols-2" data-testid="owed-totals">
        <h3 id="por-pagar" className="sr-only">
          {t('owedTitle')}
        </h3>
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          {t('owedPending')}
          <strong className="block text-lg tabular-nums text-slate-900" data-testid="owed-pending">
            {formatCents(owed.pendingCents)}
          </strong>
          {t('count', { count: owed.pendingCount })}
        </p>
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          {t('owedOverdue')}
          <strong
            className={`block text-lg tabular-nums ${owed.overdueCount > 0 ? 'text-red-800' : 'text-slate-900'}`}
            data-testid="owed-overdue"
          >
            {formatCents(owed.overdueCents)}
          </strong>
          {t('count', { count: owed.overdueCount })}
        </p>
      </section>
    </>
  );
}

/**
 * The transfer details (and the hotel's direct-debit mandate), from the settings staff edit; while
 * they have saved none, no bank details (never placeholders someone might pay into): administration's
 * contact instead.
 */
function HowToPay({ view, example }: { view: InvoiceListView; example: string }) {
  const t = useTranslations('Invoices');
  const p = view.payment;
  const transfer = p.transfer;
  const row = (label: string, value: string) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-slate-700">{label}:</dt>
      <dd className="font-mono text-slate-900">{value}</dd>
    </div>
  );
  const admin = company.emails.administration;
  const phone = company.phones.administration;
  return (
    <section
      id="como-pagar"
      aria-labelledby="como-pagar-titulo"
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="how-to-pay"
    >
      <h3 id="como-pagar-titulo" className="text-base font-semibold text-slate-900">
        {t('howToPay')}
      </h3>
      {p.mandate && (
        <div className="mt-2">
          <p className="text-slate-700">{t('directDebitIntro')}</p>
          <dl className="mt-2 space-y-1">
            {row(t('mandate'), p.mandate)}
            {transfer && row(t('creditorId'), transfer.creditorId)}
          </dl>
        </div>
      )}
      {transfer ? (
        <>
          <p className="mt-3 text-slate-700">{t('transferIntro')}</p>
          <dl className="mt-2 space-y-1">
            {row('IBAN', transfer.iban)}
            {row('BIC', transfer.bic)}
            {row(t('beneficiary'), transfer.beneficiary)}
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-700">{t('reference')}:</dt>
              <dd className="text-slate-900">{t('referenceValue', { numero: example })}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="mt-3 text-slate-700" data-testid="how-to-pay-ask">
          {t('transferAsk')}{' '}
          <a href={`mailto:${admin}`} className="font-semibold text-teal-800 underline">
            {admin}
          </a>{' '}
          ·{' '}
          <a href={`tel:${phone.tel}`} className="font-semibold whitespace-nowrap text-teal-800 underline">
            {phone.label}
          </a>
        </p>
      )}
    </section>
  );
}
