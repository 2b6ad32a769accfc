// Whether an invoice is paid, pending or overdue: the one rule the customer's list and its filter,
// the totals, the banner, the reminders and the back office read. An invoice is due on its due
// date and overdue from the next day, counted in Madrid's calendar (the vendor's and its hotels'),
// whatever the server's time zone: at 00:30 in Madrid on 1 April (22:30 UTC on 31 March) an invoice
// due on 31 March is overdue. Dates are the ISO dates the table holds (YYYY-MM-DD). Pure.

export const PAYMENT_STATES = ['pagada', 'pendiente', 'vencida'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pagada: 'Pagada',
  pendiente: 'Pendiente',
  vencida: 'Vencida',
};

export function isPaymentState(value: string): value is PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}

const madridDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Madrid as YYYY-MM-DD. */
export function madridToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(madridDay.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The state of an invoice due on `dueDate` and paid on `paidAt` (null: not yet), at `now`. */
export function paymentState(dueDate: string, paidAt: string | null, now: Date = new Date()): PaymentState {
  if (paidAt) return 'pagada';
  return dueDate < madridToday(now) ? 'vencida' : 'pendiente';
}
