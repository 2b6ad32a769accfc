// How customers pay: the vendor's bank transfer details and SEPA creditor identifier (one row,
// PaymentSettings id 1, edited by staff at /gestion/facturas/pagos), and, per hotel, its SEPA B2B
// mandate reference when it pays by direct debit. While staff have saved none, the staff page shows
// the placeholders of lib/content/company.ts with a hint (paymentSettings), but customers get no
// bank details at all (howToPay: `transfer` null, they are told to ask administration): fake ones
// must never reach someone who might pay into them. Read by the invoices tab (list-query.ts) and
// the reminders.
import 'server-only';
import { company } from '@/lib/content/company';
import { db } from '@/lib/db';
import { configuredPaymentProvider } from './payment-provider';

export interface PaymentSettingsValues {
  iban: string;
  bic: string;
  beneficiary: string;
  creditorId: string;
}

/** What the invoices tab (and the overdue reminder) shows under "Cómo pagar". */
export interface HowToPay {
  /** The transfer details and creditor identifier staff saved; null while they have saved none */
  transfer: PaymentSettingsValues | null;
  /** The hotel's SEPA B2B mandate reference, when it pays by direct debit; else null */
  mandate: string | null;
  /** A payment provider is configured: each unpaid invoice offers "Pagar" */
  canPayOnline: boolean;
}

/** The settings as staff edit them: the placeholders (`placeholder`) while they have saved none. */
export async function paymentSettings(): Promise<PaymentSettingsValues & { placeholder: boolean }> {
  const row = await db().paymentSettings.findUnique({ where: { id: 1 } });
  if (!row) return { ...company.payment, placeholder: true };
  return { iban: row.iban, bic: row.bic, beneficiary: row.beneficiary, creditorId: row.creditorId, placeholder: false };
}

export async function howToPay(hotelId: number): Promise<HowToPay> {
  const [settings, hotel] = await Promise.all([
    paymentSettings(),
    db().hotel.findUnique({ where: { id: hotelId }, select: { sepaMandate: true } }),
  ]);
  const { placeholder, ...values } = settings;
  return {
    transfer: placeholder ? null : values,
    mandate: hotel?.sepaMandate || null,
    canPayOnline: configuredPaymentProvider() !== null,
  };
}
