// Reminders of overdue invoices: at most one mail a week per hotel to its billing contacts (type 1:
// they may see amounts) who keep invoice mail on (the outbox queue leaves out those who turned it
// off, lib/mail/preferences.ts, and gives the others the unsubscribe link), listing what is overdue
// and how to pay. None once everything is paid: only a hotel with an unpaid invoice past its due
// date (Madrid days, payment-state.ts) is reminded. Run by the periodic job (lib/cleanup/cleanup.ts)
// on every instance: a hotel is claimed by moving its `invoiceReminderAt` with a conditional update
// in the transaction that queues its mails, so of several instances exactly one mails it.
import 'server-only';
import { BILLING_CONTACT_TYPE } from '@/lib/account/types';
import { company } from '@/lib/content/company';
import { db } from '@/lib/db';
import { restAfterBatch } from '@/lib/db/batches';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';
import type { DraftMail } from '@/lib/mail/compose';
import { changeWithMail } from '@/lib/mail/queue';
import { isoDayText } from '@/lib/format/intl';
import { formatCents } from './format';
import { madridToday } from './payment-state';
import { howToPay, type HowToPay } from './payment-settings';

export const REMINDER_INTERVAL_DAYS = 7;
/** Hotels looked at per run; the next run takes the rest. */
export const REMINDER_HOTELS_PER_RUN = 200;
/** Invoices a reminder lists (the rest: "y N más"). */
const LISTED = 20;

/**
 * The first REMINDER_HOTELS_PER_RUN hotels, by id, not reminded for a week that have an overdue
 * invoice. One query that stops at its LIMIT: each hotel's "anything overdue?" is one seek in
 * Invoice(hotelId, paidAt, dueDate, …). Reading every overdue invoice of the vendor instead (a
 * GROUP BY along Invoice(paidAt, dueDate): 236,000 rows at a vendor's size) held SQLite's thread
 * 33–68 ms at each run; this takes 0.3 ms, 6 ms when it looks at every hotel (docs/PERFORMANCE.md,
 * "The overdue reminders' run").
 */
function hotelsToRemind(today: string, notRemindedSince: Prisma.HotelWhereInput): Promise<{ id: number }[]> {
  return db().hotel.findMany({
    where: { ...notRemindedSince, invoices: { some: { paidAt: null, dueDate: { lt: today } } } },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: REMINDER_HOTELS_PER_RUN,
  });
}

interface Overdue {
  hotel: { id: number; name: string };
  invoices: { number: string; dueDate: string; amountCents: number }[];
  more: number;
  totalCents: number;
  recipients: string[];
}

function reminderMails(o: Overdue, pay: HowToPay): DraftMail[] {
  const origin = new URL(env().SITE_URL).origin;
  const list = `${origin}/micuenta?${new URLSearchParams({ hotel: String(o.hotel.id), pestana: 'facturas', anio: 'todos', estado: 'vencida' })}`;
  const lines = [
    `${o.hotel.name} tiene facturas vencidas por ${formatCents(o.totalCents)}:`,
    '',
    ...o.invoices.map((i) => `- ${i.number}, vencida el ${isoDayText(i.dueDate)}: ${formatCents(i.amountCents)}`),
    ...(o.more > 0 ? [`- y ${o.more} más`] : []),
    '',
    pay.mandate
      ? `El hotel paga por domiciliación SEPA B2B (mandato ${pay.mandate}): si el cargo fue devuelto, puedes pagarlas por transferencia.`
      : 'Puedes pagarlas por transferencia bancaria.',
    // No bank details saved yet: none at all (never placeholders), administration gives them.
    pay.transfer
      ? `IBAN: ${pay.transfer.iban} · BIC: ${pay.transfer.bic} · Beneficiario: ${pay.transfer.beneficiary}`
      : `Pide los datos bancarios a administración: ${company.emails.administration} · ${company.phones.administration.label}.`,
    'Concepto: el número de cada factura.',
    '',
    `Tus facturas: ${list}`,
    'Si ya las has pagado, no hagas nada: el pago tarda unos días en constar.',
    '',
    `${company.name} · Administración: ${company.phones.administration.label}`,
  ];
  return o.recipients.map((to) => ({
    kind: 'invoice-reminder',
    to,
    replyTo: '',
    subject: `Facturas vencidas de ${o.hotel.name}`,
    text: lines.join('\n'),
  }));
}

/**
 * One round: every hotel with an overdue invoice whose last reminder is a week old (or none) gets
 * one, claimed once across instances. Answers how many hotels were reminded, to how many billing
 * contacts (of whom the queue leaves out those who turned invoice mail off).
 */
export async function sendInvoiceReminders(now = new Date()): Promise<{ hotels: number; contacts: number }> {
  const today = madridToday(now);
  const due = new Date(now.getTime() - REMINDER_INTERVAL_DAYS * 86_400_000);
  const notRemindedSince = { OR: [{ invoiceReminderAt: null }, { invoiceReminderAt: { lte: due } }] };
  const hotels = await hotelsToRemind(today, notRemindedSince);
  let reminded = 0;
  let contacts = 0;
  for (const { id } of hotels) {
    const started = performance.now();
    const pay = await howToPay(id);
    const queued = await changeWithMail(
      async (tx): Promise<DraftMail[] | null> => {
        const claimed = await tx.hotel.updateMany({
          where: { id, ...notRemindedSince },
          data: { invoiceReminderAt: now },
        });
        if (claimed.count !== 1) return null;
        const where = { hotelId: id, paidAt: null, dueDate: { lt: today } };
        const [hotel, invoices, sum, contacts] = await Promise.all([
          tx.hotel.findUniqueOrThrow({ where: { id }, select: { id: true, name: true } }),
          tx.invoice.findMany({
            where,
            orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
            take: LISTED,
            select: { number: true, dueDate: true, amountCents: true },
          }),
          tx.invoice.aggregate({ where, _count: true, _sum: { amountCents: true } }),
          tx.hotelContact.findMany({
            where: { hotelId: id, contactType: BILLING_CONTACT_TYPE, user: { disabledAt: null } },
            select: { user: { select: { email: true } } },
            orderBy: { id: 'asc' },
          }),
        ]);
        const overdue: Overdue = {
          hotel,
          invoices,
          more: sum._count - invoices.length,
          totalCents: sum._sum.amountCents ?? 0,
          recipients: contacts.map((c) => c.user.email),
        };
        return reminderMails(overdue, pay);
      },
      // Queued in the claim's transaction: the mails exist exactly when the claim does.
      (drafts) => drafts,
    );
    // On SQLite a hotel's reads and its transaction held the thread 15–55 ms at a vendor's size,
    // and 200 hotels in a row held the customers' pages behind them (each of a page's queries
    // waits for its turn): a rest as long as the hotel took, as the cleanup's batches do.
    await restAfterBatch(started);
    if (!queued) continue;
    reminded += 1;
    contacts += queued.length;
  }
  return { hotels: reminded, contacts };
}

/** A round as the periodic job runs it: one log line with what it did, or with the error. */
export async function remindOverdueAndLog(now = new Date()): Promise<void> {
  try {
    const done = await sendInvoiceReminders(now);
    if (done.hotels > 0) log().info({ event: 'invoices.reminded', ...done }, 'overdue invoice reminders queued');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log().error(
      { event: 'invoices.remind-failed', err: message.replace(/\s+/g, ' ').slice(0, 300) },
      'reminders failed',
    );
  }
}
