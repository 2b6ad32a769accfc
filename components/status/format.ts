// How the status page and its banner write times: Madrid's clock, in Spanish, with the zone named.
import { numberFormat } from '@/lib/format/intl';
const DATE_TIME = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

export function madridDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** A Madrid calendar date (YYYY-MM-DD) in words. */
export function calendarDay(date: string): string {
  return DAY.format(new Date(`${date}T12:00:00Z`));
}

export function percent(value: number): string {
  return `${numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} %`;
}
