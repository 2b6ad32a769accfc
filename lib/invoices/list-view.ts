// The invoice list as the account page (and the back office's copy of it) shows it: the finder's
// selection summed up whole (years, totals, the chart's months) but only one page of its rows, so
// a hotel of 20,000 invoices sends 50 rows, not 20,000, to the browser. Built on the server by
// the database's sums (list-query.ts) for the first render and for `facturas.json`, read as is by
// the panel. Pure.
import type { InvoiceRecordDto } from '@/lib/invoices/fields';
import type { InvoiceFilters, InvoiceTotals, MonthBar } from './finder';
import type { HowToPay } from './payment-settings';

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
  /** What the hotel owes, whatever the filters: unpaid invoices not yet due, and overdue ones */
  owed: OwedTotals;
  /** How to pay (transfer details, the hotel's direct-debit mandate, whether "Pagar" is offered) */
  payment: HowToPay;
}

export interface OwedTotals {
  pendingCount: number;
  pendingCents: number;
  overdueCount: number;
  overdueCents: number;
}

/** `?pagina=` as a page number; anything unreadable is the first page. */
export function pageFrom(params: URLSearchParams): number {
  const raw = params.get('pagina')?.trim() ?? '';
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
