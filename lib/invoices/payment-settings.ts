// How customers pay: the vendor's bank transfer details and SEPA creditor identifier (one row,
// PaymentSettings id 1, edited by staff at /gestion/ajustes/pagos), falling back to the placeholders
// of lib/content/company.ts while staff have saved none; and, per hotel, its SEPA B2B mandate
// reference when it pays by direct debit. Read by the invoices tab (list-query.ts) and the reminders.
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

/** What the invoices tab shows under "Cómo pagar". */
export interface HowToPay extends PaymentSettingsValues {
  /** The values are still the placeholders of lib/content/company.ts (staff have saved none) */
  placeholder: boolean;
  /** The hotel's SEPA B2B mandate reference, when it pays by direct debit; else null */
  mandate: string | null;
  /** A payment provider is configured: each unpaid invoice offers "Pagar" */
  canPayOnline: boolean;
}

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
  return { ...settings, mandate: hotel?.sepaMandate || null, canPayOnline: configuredPaymentProvider() !== null };
}
