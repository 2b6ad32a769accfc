// "Pagar": the customer is sent to the configured payment provider's checkout for one unpaid
// invoice of a hotel they are the billing contact of. Without a provider (the default) there is no
// such action: 404 with how to pay instead.
import 'server-only';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import { configuredPaymentProvider } from './payment-provider';
import { isBillingContact } from './service';

export async function checkoutAddress(session: Session, invoiceId: number): Promise<string> {
  const provider = configuredPaymentProvider();
  if (!provider)
    throw refusals.of('missing', 'not-found', 'El pago en línea no está disponible: paga por transferencia bancaria.');
  const invoice = await db().invoice.findUnique({
    where: { id: invoiceId },
    select: { id: true, hotelId: true, number: true, amountCents: true, paidAt: true },
  });
  if (!invoice || !(await isBillingContact(session, invoice.hotelId))) throw refusals.forbidden();
  if (invoice.paidAt) throw refusals.conflict('Esta factura ya está pagada.');
  return provider.checkoutUrl(invoice);
}
