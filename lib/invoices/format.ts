// Pure presentation helpers for invoices, shared by the page, the PDF and the tests.

export const INVOICE_TYPES = ['venta', 'servicio', 'soporte', 'otros'] as const;
export type InvoiceTypeLabel = (typeof INVOICE_TYPES)[number];

export function invoiceTypeLabel(tipo: number): InvoiceTypeLabel {
  return INVOICE_TYPES[tipo] ?? 'otros';
}

/** The type as printed for people: `Soporte`. */
export function invoiceTypeName(tipo: number): string {
  const label = invoiceTypeLabel(tipo);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** VAT rate of every invoice we issue (IVA general). */
export const VAT_RATE = 0.21;

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** `1.234,56 €` */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

export function formatCents(cents: number): string {
  return formatEuros(cents / 100);
}

const longDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-10-02` → `2 de octubre de 2026` */
export function formatIsoDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : longDate.format(d);
}

/** Splits a total with VAT into base and VAT, in cents, so that base + VAT = total exactly. */
export function splitVat(totalCents: number): { baseCents: number; vatCents: number } {
  const baseCents = Math.round(totalCents / (1 + VAT_RATE));
  return { baseCents, vatCents: totalCents - baseCents };
}
