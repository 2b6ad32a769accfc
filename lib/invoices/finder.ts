// The invoice finder's rules, pure so the page (its address read in the browser, its list built on
// the server: list-view.ts) and the downloads read the same query the same way: `anio` (a year or `todos`; absent:
// the current year when it has invoices, else the latest with any), `tipo` (venta, servicio,
// soporte, otros) and `q` (words found in the number or the description, any case or accent).
import { INVOICE_TYPES, invoiceTypeLabel } from './format';

export const ALL_YEARS = 'todos';
export const SEARCH_MAX = 100;

export interface InvoiceFilters {
  anio: number | typeof ALL_YEARS;
  /** 0–3, or null for every type */
  tipo: number | null;
  q: string;
}

/** What the finder reads of an invoice. */
export interface Findable {
  numero: string;
  fecha: string;
  tipo: number;
  descripcion: string;
  importe: number;
}

const madridYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' });

/** The calendar year in Spain now: what "the current year" means for the default filter. */
export function currentYear(now = new Date()): number {
  return Number(madridYear.format(now));
}

/** The years that have invoices, newest first. */
export function invoiceYears(list: readonly { fecha: string }[]): number[] {
  return [...new Set(list.map((i) => Number(i.fecha.slice(0, 4))))].filter(Number.isFinite).sort((a, b) => b - a);
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
  return { ok: true, filters: { anio, tipo: tipoRaw === '' ? null : tipoIndex, q } };
}

/** Same as parseFilters, but anything unreadable falls back to its default (a hand-edited URL). */
export function lenientFilters(params: URLSearchParams, years: readonly number[], currentYear: number): InvoiceFilters {
  const parsed = parseFilters(params, years, currentYear);
  if (parsed.ok) return parsed.filters;
  const clean = new URLSearchParams();
  for (const key of ['anio', 'tipo', 'q'] as const) {
    const one = new URLSearchParams();
    const value = params.get(key);
    if (value !== null) one.set(key, value);
    if (value !== null && parseFilters(one, years, currentYear).ok) clean.set(key, value);
  }
  const retried = parseFilters(clean, years, currentYear);
  return retried.ok ? retried.filters : { anio: defaultYear(years, currentYear), tipo: null, q: '' };
}

/** The filters as query parameters: the year always (the default changes with the calendar). */
export function filterParams(filters: InvoiceFilters): Record<string, string> {
  const out: Record<string, string> = { anio: String(filters.anio) };
  if (filters.tipo !== null) out.tipo = invoiceTypeLabel(filters.tipo);
  if (filters.q) out.q = filters.q;
  return out;
}

/** Lower case without accents, so «facturación» finds «FACTURACION». */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matchesSearch(invoice: Findable, words: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${invoice.numero} ${invoice.descripcion}`);
  return words.every((w) => haystack.includes(w));
}

function searchWords(q: string): string[] {
  return foldForSearch(q).split(/\s+/).filter(Boolean);
}

/** Type and search, every year. */
export function filterByTypeAndSearch<T extends Findable>(
  list: readonly T[],
  filters: Pick<InvoiceFilters, 'tipo' | 'q'>,
): T[] {
  const words = searchWords(filters.q);
  return list.filter((i) => (filters.tipo === null || i.tipo === filters.tipo) && matchesSearch(i, words));
}

export function inYear(fecha: string, anio: InvoiceFilters['anio']): boolean {
  return anio === ALL_YEARS || fecha.startsWith(`${anio}-`);
}

export function filterInvoices<T extends Findable>(list: readonly T[], filters: InvoiceFilters): T[] {
  return filterByTypeAndSearch(list, filters).filter((i) => inYear(i.fecha, filters.anio));
}

const cents = (euros: number) => Math.round(euros * 100);

export interface InvoiceTotals {
  count: number;
  totalCents: number;
  /** Per type 0–3: how many and how much */
  byType: { tipo: number; count: number; totalCents: number }[];
}

export function totalsOf(list: readonly Findable[]): InvoiceTotals {
  const byType = INVOICE_TYPES.map((_, tipo) => ({ tipo, count: 0, totalCents: 0 }));
  let totalCents = 0;
  for (const i of list) {
    totalCents += cents(i.importe);
    const slot = byType[i.tipo] ?? byType[3]!;
    slot.count++;
    slot.totalCents += cents(i.importe);
  }
  return { count: list.length, totalCents, byType };
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

function sumsByMonth(list: readonly Findable[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const i of list) sums.set(i.fecha.slice(0, 7), (sums.get(i.fecha.slice(0, 7)) ?? 0) + cents(i.importe));
  return sums;
}

/**
 * Every month of the period, months without invoices as zero: the twelve of a year (with the year
 * before beside them), or for every year each month from the first invoice's to the last's.
 */
export function monthlySeries(list: readonly Findable[], filters: InvoiceFilters): MonthBar[] {
  const sums = sumsByMonth(filterByTypeAndSearch(list, filters));
  const euros = (key: string) => (sums.get(key) ?? 0) / 100;
  if (filters.anio !== ALL_YEARS) {
    const year = filters.anio;
    return Array.from({ length: 12 }, (_, m) => ({
      month: monthKey(year, m),
      total: euros(monthKey(year, m)),
      previous: euros(monthKey(year - 1, m)),
    }));
  }
  const keys = [...sums.keys()].sort();
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
