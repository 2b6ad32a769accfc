// Intl formatters and the Spanish collator, each built once for its options. `toLocaleString(locale,
// options)` builds a new formatter on every call (~0.3 ms on Node 24): twenty-five rows with two
// dates each cost a list page 15 ms; `localeCompare(b, 'es')` costs 3 ms to sort 90 words, 20 times
// a collator's. The lint rule in eslint.config.mjs sends such calls here.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions, locale = 'es-ES'): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  // eslint-disable-next-line no-restricted-syntax -- built once per key, kept
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}, locale = 'es-ES'): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  // eslint-disable-next-line no-restricted-syntax -- built once per key, kept
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

const counts = new Intl.NumberFormat('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions);

/** A count as Spanish text writes it, grouped from four digits on: `20.000` (the default groups from five). */
export const spanishCount = (n: number): string => counts.format(n);

const spanish = new Intl.Collator('es');

/** Spanish alphabetical order, for `sort`: `names.sort(compareSpanish)`. */
export const compareSpanish = (a: string, b: string): number => spanish.compare(a, b);

type Style = 'full' | 'long' | 'medium' | 'short';

/** A date (and time) in Madrid time, as people in Spain read it: `madridTime(d, 'long', 'short')`. */
export function madridTime(d: Date, dateStyle: Style, timeStyle?: Style): string {
  return dateFormat({ timeZone: 'Europe/Madrid', dateStyle, ...(timeStyle ? { timeStyle } : {}) }).format(d);
}

const madridClock = dateFormat({ timeZone: 'Europe/Madrid', timeStyle: 'short' });

/**
 * A moment inside a Spanish sentence: «el 28/11/26 a las 22:24», «el 2 jul 2026 a la 1:05».
 * "a las" goes before an hour, never before a date (not «a las 28/11/26, 22:24»).
 */
export function madridMoment(d: Date, dateStyle: Style): string {
  const time = madridClock.format(d);
  return `el ${madridTime(d, dateStyle)} ${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as the tables keep it (ISO, `2026-11-29`) as Spain writes it: `29/11/2026`; the
 * one rule for every such day (pages, mails, CSV exports). Not a real day (`2026-02-31`, empty),
 * as it is: a malformed value is shown for what it is, never silently moved to another day. A
 * string rearranged, no formatter: the exports call it for every row.
 */
export function isoDayText(iso: string): string {
  const m = ISO_DAY.exec(iso);
  if (!m) return iso;
  const [, y, mo, d] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return day.getUTCMonth() === Number(mo) - 1 && day.getUTCDate() === Number(d) ? `${d}/${mo}/${y}` : iso;
}
