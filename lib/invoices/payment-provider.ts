// Paying an invoice online goes through a payment provider (a card or account-to-account gateway)
// behind this interface. None is configured: the invoices tab then shows no "Pagar" action, only
// the transfer and direct-debit details (payment-settings.ts). There is deliberately no fake
// gateway: one that pretended to take money would mark invoices paid that nobody paid. A provider
// is added as an implementation of PaymentProvider, chosen here from its configuration in
// lib/env.ts, and its confirmation (a signed webhook) sets Invoice.paidAt.
import 'server-only';

export interface PaymentProvider {
  /** As the customer sees it ("Pagar con …") */
  name: string;
  /** Where to send the customer to pay this invoice (the provider's checkout for its amount) */
  checkoutUrl(invoice: { id: number; number: string; amountCents: number }): Promise<string>;
}

/** The configured provider, or null (the default: none). */
export function configuredPaymentProvider(): PaymentProvider | null {
  return null;
}
