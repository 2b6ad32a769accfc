// «A new invoice is available»: the one rule for telling a hotel that invoices reached it. Every
// place that creates invoices for real calls it in the transaction that creates them (today the
// CSV import, lib/invoices/csv-import.ts, which the back office and `npm run staff` share; the
// demo seed creates invoices for nobody to be told), so the mails exist exactly when the invoices
// do and, on several instances, once. One mail per hotel per call, not one per invoice: an import
// of 300 invoices for a hotel is one mail with the count, the first numbers and the link to the
// account's invoices. It goes to the hotel's billing contacts (type 1: invoices are theirs; type 2
// see no amounts); the outbox queue leaves out those who turned invoice mail off and gives the
// others its one-click unsubscribe (lib/mail/preferences.ts, kind 'invoice-new' → 'invoices').
// Bounded at a vendor's size: what it keeps per hotel is a count, a total and a few numbers, and it
// reads contacts and queues mails a batch of hotels at a time.
import 'server-only';
import { BILLING_CONTACT_TYPE } from '@/lib/account/types';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { DraftMail } from '@/lib/mail/compose';
import { queueMailsIn } from '@/lib/mail/queue';
import { isoDayText } from '@/lib/format/intl';
import { formatCents } from './format';

/** What the mail says of one new invoice. */
export interface NewInvoice {
  hotelId: number;
  number: string;
  dueDate: string;
  amountCents: number;
}

/** Invoices a mail lists (the rest: "y N más"). */
const LISTED = 20;
/** Hotels whose contacts are read, and whose mails are queued, at a time. */
const HOTELS_PER_BATCH = 200;

interface HotelNews {
  count: number;
  totalCents: number;
  listed: NewInvoice[];
}

/**
 * What the mails will say, added to an invoice at a time as they are created: a count, a total and
 * the first few numbers per hotel, whatever the number of invoices.
 */
export class NewInvoiceNews {
  readonly byHotel = new Map<number, HotelNews>();

  add(invoice: NewInvoice): void {
    let news = this.byHotel.get(invoice.hotelId);
    if (!news) this.byHotel.set(invoice.hotelId, (news = { count: 0, totalCents: 0, listed: [] }));
    news.count += 1;
    news.totalCents += invoice.amountCents;
    if (news.listed.length < LISTED)
      news.listed.push({
        hotelId: invoice.hotelId,
        number: invoice.number,
        dueDate: invoice.dueDate,
        amountCents: invoice.amountCents,
      });
  }
}

function newInvoiceMails(hotel: { id: number; name: string }, news: HotelNews, recipients: string[]): DraftMail[] {
  const origin = new URL(env().SITE_URL).origin;
  const list = `${origin}/micuenta?${new URLSearchParams({ hotel: String(hotel.id), pestana: 'facturas' })}`;
  const one = news.count === 1;
  const lines = [
    one
      ? `${hotel.name} tiene una factura nueva en el área de clientes:`
      : `${hotel.name} tiene ${news.count} facturas nuevas en el área de clientes, por ${formatCents(news.totalCents)} en total:`,
    '',
    ...news.listed.map((i) => `- ${i.number}: ${formatCents(i.amountCents)}, vence el ${isoDayText(i.dueDate)}`),
    ...(news.count > news.listed.length ? [`- y ${news.count - news.listed.length} más`] : []),
    '',
    `${one ? 'Puedes verla y descargarla' : 'Puedes verlas y descargarlas'} (PDF, CSV o ZIP) y ver cómo pagar en: ${list}`,
    '',
    `${company.name} · Administración: ${company.phones.administration.label}`,
  ];
  const subject = one
    ? `Nueva factura de ${hotel.name}: ${news.listed[0]!.number}`
    : `${news.count} facturas nuevas de ${hotel.name}`;
  return recipients.map((to) => ({ kind: 'invoice-new', to, replyTo: '', subject, text: lines.join('\n') }));
}

/**
 * Queues, in `tx` (the transaction that created the invoices in `news`), one mail per hotel to each of its
 * enabled billing contacts who keep invoice mail on. Answers how many mails were queued; the
 * caller wakes the outbox worker (wakeOutbox) once the transaction has committed.
 */
export async function queueNewInvoiceMails(
  tx: Prisma.TransactionClient,
  { byHotel: news }: NewInvoiceNews,
): Promise<number> {
  const hotelIds = [...news.keys()].sort((a, b) => a - b);
  let queued = 0;
  for (let i = 0; i < hotelIds.length; i += HOTELS_PER_BATCH) {
    const batch = hotelIds.slice(i, i + HOTELS_PER_BATCH);
    const [hotels, contacts] = await Promise.all([
      tx.hotel.findMany({ where: { id: { in: batch } }, select: { id: true, name: true } }),
      tx.hotelContact.findMany({
        where: { hotelId: { in: batch }, contactType: BILLING_CONTACT_TYPE, user: { disabledAt: null } },
        select: { id: true, hotelId: true, user: { select: { email: true } } },
      }),
    ]);
    // In the order they were added (sorted here: a few rows per hotel, no sort in the database).
    contacts.sort((a, b) => a.id - b.id);
    const recipients = new Map<number, string[]>();
    for (const c of contacts) recipients.set(c.hotelId, [...(recipients.get(c.hotelId) ?? []), c.user.email]);
    const drafts = hotels.flatMap((h) => newInvoiceMails(h, news.get(h.id)!, recipients.get(h.id) ?? []));
    queued += await queueMailsIn(tx, drafts);
  }
  return queued;
}
