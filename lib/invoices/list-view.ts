// The invoice list as the account page (and the back office's copy of it) shows it: the finder's
// selection summed up whole (years, totals, the chart's months) but only one page of its rows, so
// a hotel of 20,000 invoices sends 50 rows, not 20,000, to the browser. Pure: built on the server
// for the first render and for `facturas.json`, read as is by the panel.
import type { InvoiceRecordDto } from '@/lib/invoices/fields';
import {
  currentYear,
  filterInvoices,
  inYear,
  invoiceYears,
  lenientFilters,
  monthlySeries,
  totalsOf,
  type InvoiceFilters,
  type InvoiceTotals,
  type MonthBar,
} from './finder';

/** Rows per page of the list. */
export const INVOICE_PAGE_SIZE = 50;

/**
 * The most invoices one download holds; beyond it the download is refused with a sentence that
 * says how to ask for less, and the page offers no link. A ZIP draws (or reads) one PDF per
 * invoice, so its maximum is set by time (docs/PERFORMANCE.md, "Downloads of any size"); a CSV
 * row is cheap.
 */
export const DOWNLOAD_MAX = { zip: 5_000, csv: 50_000 } as const;

export interface InvoiceListView {
  filters: InvoiceFilters;
  /** Years with invoices, newest first (the year selector) */
  years: number[];
  /** Whether the hotel has any invoice at all (else "none yet", not "no matches") */
  any: boolean;
  /** The selected year's total, whatever the type and search */
  yearTotalCents: number;
  /** Of the whole selection, not only this page */
  totals: InvoiceTotals;
  series: MonthBar[];
  /** 1-based, within 1…paginas */
  pagina: number;
  paginas: number;
  /** This page's rows, newest first */
  invoices: InvoiceRecordDto[];
}

/** `?pagina=` as a page number; anything unreadable is the first page. */
export function pageFrom(params: URLSearchParams): number {
  const raw = params.get('pagina')?.trim() ?? '';
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** The view of `all` (the hotel's invoices, newest first) for the query's filters and page. */
export function invoiceListView(
  all: readonly InvoiceRecordDto[],
  params: URLSearchParams,
  now = new Date(),
): InvoiceListView {
  const years = invoiceYears(all);
  const filters = lenientFilters(params, years, currentYear(now));
  const selected = filterInvoices(all, filters);
  const paginas = Math.max(1, Math.ceil(selected.length / INVOICE_PAGE_SIZE));
  // A page past the end (the list shrank, a hand-edited address) shows the last one.
  const pagina = Math.min(pageFrom(params), paginas);
  return {
    filters,
    years,
    any: all.length > 0,
    yearTotalCents: totalsOf(all.filter((i) => inYear(i.fecha, filters.anio))).totalCents,
    totals: totalsOf(selected),
    series: monthlySeries(all, filters),
    pagina,
    paginas,
    invoices: selected.slice((pagina - 1) * INVOICE_PAGE_SIZE, pagina * INVOICE_PAGE_SIZE),
  };
}
