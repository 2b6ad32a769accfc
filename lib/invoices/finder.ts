// The invoice finder's rules, pure so the page (its address read in the browser, its list built on
// the server: list-query.ts) and the downloads read the same query the same way: `anio` (a year or `todos`; absent:
// the current year when it has invoices, else the latest with any), `tipo` (venta, servicio,
// soporte, otros), `q` (words found in the number or the description, any case or accent, with or
// without the punctuation inside a word, matched by the database: selection.ts) and `estado`
// (pagada, pendiente, vencida: payment-state.ts).
import { INVOICE_TYPES, invoiceTypeLabel } from './format';
import { isPaymentState, PAYMENT_STATES, type PaymentState } from './payment-state';
import { foldSearchText, withoutJoiners } from './search-fold';

export const ALL_YEARS = 'todos';
export const SEARCH_MAX = 100;

export interface InvoiceFilters {
  anio: number | typeof ALL_YEARS;
  /** 0–3, or null for every type */
  tipo: number | null;
  q: string;
  /** Paid, pending or overdue, or null for every invoice */
  estado: PaymentState | null;
}

const madridYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' });

/** The calendar year in Spain now: what "the current year" means for the default filter. */
export function currentYear(now = new Date()): number {
  return Number(madridYear.format(now));
}

export function defaultYear(years: readonly number[], currentYear: number): InvoiceFilters['anio'] {
  if (years.includes(currentYear)) return currentYear;
  return years[0] ?? ALL_YEARS;
}

export type ParsedFilters = { ok: true; filters: InvoiceFilters } | { ok: false; problem: string };

/** Reads the query strictly (the downloads answer 400 with the problem; the page falls back). */
export function parseFilters(params: URLSearchParams, years: readonly number[], currentYear: number): ParsedFilters {
  const anioRaw = params.get('anio')?.trim() ?? '';
  let anio: InvoiceFilters['anio'];
  if (anioRaw === '') anio = defaultYear(years, currentYear);
  else if (anioRaw.toLowerCase() === ALL_YEARS) anio = ALL_YEARS;
  else if (/^\d{4}$/.test(anioRaw)) anio = Number(anioRaw);
  else return { ok: false, problem: `Año no válido: use un año de cuatro cifras o «${ALL_YEARS}»` };

  const tipoRaw = params.get('tipo')?.trim().toLowerCase() ?? '';
  const tipoIndex = (INVOICE_TYPES as readonly string[]).indexOf(tipoRaw);
  if (tipoRaw !== '' && tipoIndex < 0) return { ok: false, problem: `Tipo no válido: use ${INVOICE_TYPES.join(', ')}` };

  const q = (params.get('q') ?? '').trim();
  if (q.length > SEARCH_MAX) return { ok: false, problem: `La búsqueda admite como mucho ${SEARCH_MAX} caracteres` };

  const estadoRaw = params.get('estado')?.trim().toLowerCase() ?? '';
  if (estadoRaw !== '' && !isPaymentState(estadoRaw))
    return { ok: false, problem: `Estado no válido: use ${PAYMENT_STATES.join(', ')}` };
  return {
    ok: true,
    filters: { anio, tipo: tipoRaw === '' ? null : tipoIndex, q, estado: estadoRaw === '' ? null : estadoRaw },
  };
}

/** Same as parseFilters, but anything unreadable falls back to its default (a hand-edited URL). */
export function lenientFilters(params: URLSearchParams, years: readonly number[], currentYear: number): InvoiceFilters {
  const parsed = parseFilters(params, years, currentYear);
  if (parsed.ok) return parsed.filters;
  const clean = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const one = new URLSearchParams();
    const value = params.get(key);
    if (value !== null) one.set(key, value);
    if (value !== null && parseFilters(one, years, currentYear).ok) clean.set(key, value);
  }
  const retried = parseFilters(clean, years, currentYear);
  return retried.ok ? retried.filters : { anio: defaultYear(years, currentYear), tipo: null, q: '', estado: null };
}

/** The query parameters of the finder (the page's and the downloads' addresses carry them). */
export const FILTER_KEYS = ['anio', 'tipo', 'q', 'estado'] as const;

/** The filters as query parameters: the year always (the default changes with the calendar). */
export function filterParams(filters: InvoiceFilters): Record<string, string> {
  const out: Record<string, string> = { anio: String(filters.anio) };
  if (filters.tipo !== null) out.tipo = invoiceTypeLabel(filters.tipo);
  if (filters.q) out.q = filters.q;
  if (filters.estado) out.estado = filters.estado;
  return out;
}

/** Lower case without accents, so «facturación» finds «FACTURACION». */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The search's words as the database matches them (selection.ts): folded, split at spaces, without
 * the punctuation a word is written with or without (search-fold.ts), which the text is searched
 * without too. A word of that punctuation alone («-», «*») stays as typed, and is found as it is.
 */
export function searchWords(q: string): string[] {
  return foldSearchText(q)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => withoutJoiners(word) || word);
}

export interface InvoiceTotals {
  count: number;
  totalCents: number;
  /** Per type 0–3: how many and how much */
  byType: { tipo: number; count: number; totalCents: number }[];
}

/** What the database sums up of a selection (selection.ts, list-query.ts): per month and type. */
export interface MonthTypeSum {
  /** YYYY-MM */
  month: string;
  tipo: number;
  count: number;
  cents: number;
}

/** The totals of the filter's year (or of every year) from the sums per month and type. */
export function totalsOf(sums: readonly MonthTypeSum[], anio: InvoiceFilters['anio']): InvoiceTotals {
  const byType = INVOICE_TYPES.map((_, tipo) => ({ tipo, count: 0, totalCents: 0 }));
  let count = 0;
  let totalCents = 0;
  for (const s of sums) {
    if (anio !== ALL_YEARS && !s.month.startsWith(`${anio}-`)) continue;
    const slot = byType[s.tipo] ?? byType[3]!;
    slot.count += s.count;
    slot.totalCents += s.cents;
    count += s.count;
    totalCents += s.cents;
  }
  return { count, totalCents, byType };
}

export interface MonthBar {
  /** YYYY-MM */
  month: string;
  total: number;
  /** The same month of the year before (only when a single year is shown) */
  previous?: number;
}

function monthKey(year: number, month0: number): string {
  return `${year}-${String(month0 + 1).padStart(2, '0')}`;
}

/**
 * Every month of the period, months without invoices as zero: the twelve of a year (with the year
 * before beside them), or for every year each month from the first invoice's to the last's.
 * `sums` are the type's and search's, of the year and the year before (or of every year).
 */
export function monthlySeries(sums: readonly MonthTypeSum[], anio: InvoiceFilters['anio']): MonthBar[] {
  const byMonth = new Map<string, number>();
  for (const s of sums) byMonth.set(s.month, (byMonth.get(s.month) ?? 0) + s.cents);
  const euros = (key: string) => (byMonth.get(key) ?? 0) / 100;
  if (anio !== ALL_YEARS) {
    return Array.from({ length: 12 }, (_, m) => ({
      month: monthKey(anio, m),
      total: euros(monthKey(anio, m)),
      previous: euros(monthKey(anio - 1, m)),
    }));
  }
  const keys = [...byMonth.keys()].sort();
  if (keys.length === 0) return [];
  const [firstYear, firstMonth] = keys[0]!.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = keys[keys.length - 1]!.split('-').map(Number) as [number, number];
  const out: MonthBar[] = [];
  for (let n = firstYear * 12 + firstMonth - 1; n <= lastYear * 12 + lastMonth - 1; n++) {
    const key = monthKey(Math.floor(n / 12), n % 12);
    out.push({ month: key, total: euros(key) });
  }
  return out;
}
