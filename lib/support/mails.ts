// The mails of a support case, queued in the transaction of the change they tell of (changeWithMail,
// lib/mail/queue.ts: one outbox row per recipient, sent once whatever the number of instances).
// - What the hotel's side does (opens, replies, closes, reopens) goes to the handler, or to the
//   support mailbox while nobody handles the case.
// - What the support team does (replies, changes the state) goes to the case's followers:
//   `caseMails` is the one entry point, for the back office too.
// A mail says who did what and links to the case; it never carries the thread's text nor any
// attachment (the reader signs in to see them).
import 'server-only';
import { company } from '@/lib/content/company';
import { staffAddress } from '@/lib/enquiries/mails';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { DraftMail } from '@/lib/mail/compose';
import { labelOf, STATES, type CaseState } from './fields';
import { mayFollow } from './followers';

export type CaseEvent =
  | { kind: 'opened'; by: string }
  | { kind: 'customer-reply'; by: string }
  | { kind: 'customer-state'; to: CaseState; by: string }
  | { kind: 'staff-reply'; by: string }
  | { kind: 'staff-state'; to: CaseState; by: string };

function origin(): string {
  return new URL(env().SITE_URL).origin;
}

/** The case's page for the hotel's contacts. */
export function customerCaseUrl(caseId: number): string {
  return `${origin()}/micuenta/soporte/${caseId}`;
}

/** The case's page in the back office. */
export function staffCaseUrl(caseId: number): string {
  return `${origin()}/gestion/soporte/${caseId}`;
}

function whatHappened(event: CaseEvent): string {
  switch (event.kind) {
    case 'opened':
      return `${event.by} ha abierto el caso.`;
    case 'customer-reply':
    case 'staff-reply':
      return `${event.by} ha escrito en el caso.`;
    case 'customer-state':
    case 'staff-state':
      return `${event.by} ha cambiado el estado del caso a «${labelOf(STATES, event.to)}».`;
  }
}

const FOOTER = `${company.name} · Soporte 24x7: ${company.phones.emergency.label}`;

interface CaseHead {
  id: number;
  subject: string;
  handlerId: number | null;
  hotelId: number;
  invoiceId: number | null;
  hotel: { name: string };
}

/**
 * The mails `event` on the case sends, read in the transaction `tx` of the change (followers and
 * handler as they are then). Empty when nobody is to be told. A follower is mailed only while they
 * may follow the case (./followers.ts: an account in use, a contact of its hotel, the billing
 * contact for a case about an invoice), read in the one query.
 */
export async function caseMails(tx: Prisma.TransactionClient, caseId: number, event: CaseEvent): Promise<DraftMail[]> {
  const head: CaseHead = await tx.supportCase.findUniqueOrThrow({
    where: { id: caseId },
    select: {
      id: true,
      subject: true,
      handlerId: true,
      hotelId: true,
      invoiceId: true,
      hotel: { select: { name: true } },
    },
  });
  const title = `Caso ${head.id} · ${head.subject}`;
  if (event.kind === 'staff-reply' || event.kind === 'staff-state') {
    const followers = await tx.caseFollower.findMany({
      where: { caseId, user: mayFollow(head) },
      select: { user: { select: { email: true } } },
      orderBy: { userId: 'asc' },
    });
    return followers.map(({ user }) => ({
      kind: 'support-case',
      to: user.email,
      replyTo: '',
      subject: event.kind === 'staff-reply' ? `Respuesta en tu caso ${head.id}` : `Tu caso ${head.id} ha cambiado`,
      text: [
        `${title} (${head.hotel.name})`,
        '',
        whatHappened(event),
        `Léelo y responde en: ${customerCaseUrl(head.id)}`,
        '',
        'Recibes este correo porque sigues este caso.',
        FOOTER,
      ].join('\n'),
    }));
  }
  const handler =
    head.handlerId === null
      ? null
      : await tx.staffUser.findFirst({ where: { id: head.handlerId, disabledAt: null }, select: { email: true } });
  return [
    {
      kind: 'support-team',
      to: handler?.email ?? staffAddress('support'),
      replyTo: '',
      subject: `${event.kind === 'opened' ? 'Caso nuevo' : 'Caso'} ${head.id} de ${head.hotel.name}: ${head.subject}`,
      text: [title, `Hotel: ${head.hotel.name}`, '', whatHappened(event), `Ábrelo en: ${staffCaseUrl(head.id)}`].join(
        '\n',
      ),
    },
  ];
}
