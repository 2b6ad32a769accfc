// Invoices of a hotel (GetFacturasHotelContacto) and one invoice as PDF (GetFacturaPdf).
// Only for a user who is contact type 1 of *that* hotel; ids from the client are looked up, never
// trusted. Not allowed and not found get the same 403.
import 'server-only';
import { BILLING_CONTACT_TYPE, type InvoiceDto, type InvoicePdfDto } from '@/lib/account/types';
import type { Session } from '@/lib/auth/session';
import { db, hotReads } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import { renderInvoicePdf } from '@/lib/pdf/invoice';

async function isBillingContact(session: Session, hotelId: number): Promise<boolean> {
  const contact = await db().hotelContact.findFirst({
    where: { userId: session.userId, hotelId, contactType: BILLING_CONTACT_TYPE },
    select: { id: true },
  });
  return contact !== null;
}

/** Newest first; exactly one `ultima: true` (the newest) when there are any. */
export async function listInvoices(session: Session, hotelId: number): Promise<InvoiceDto[]> {
  // One statement in the usual case: the invoices of the hotel, only if this user is its billing
  // contact. An empty list needs the access check apart, to tell "none yet" from "not yours".
  // It runs on every visit to the invoices tab, so it is plain SQL (lib/db/hot-reads.ts).
  const rows = await hotReads().invoicesFor(hotelId, session.userId, BILLING_CONTACT_TYPE);
  if (rows.length === 0 && !(await isBillingContact(session, hotelId))) throw refusals.forbidden();
  return rows.map((r, i) => ({
    id: r.id,
    fecha: r.date,
    tipo: r.type,
    descripcion: r.description,
    importe: r.amountCents / 100,
    ultima: i === 0,
  }));
}

/** A file name of our own choosing: `factura-2026-0042.pdf`. */
export function invoiceFileName(number: string): string {
  return `factura-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

export async function invoicePdf(session: Session, invoiceId: number): Promise<InvoicePdfDto> {
  const invoice = await db().invoice.findUnique({ where: { id: invoiceId }, include: { hotel: true } });
  if (!invoice || !(await isBillingContact(session, invoice.hotelId))) throw refusals.forbidden();
  const bytes = await renderInvoicePdf(invoice, invoice.hotel);
  return { fichero: Buffer.from(bytes).toString('base64'), nombre: invoiceFileName(invoice.number) };
}
