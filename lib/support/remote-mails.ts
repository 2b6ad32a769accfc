// The mails of a remote session to the hotel's billing contacts (type 1, those who grant and
// revoke access): a technician started, ended (or the grant's revocation closed it), or (a session
// logged afterwards) did both. Each is
// queued once with the change that causes it (lib/mail/queue.ts changeWithMail), so the outbox
// sends one copy whatever the number of instances. Fixed words plus what was logged; the link
// leads to the hotel's Soporte tab, where the grant can be revoked.
import 'server-only';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { signature, when } from '@/lib/mail/account-mails';
import type { DraftMail } from '@/lib/mail/compose';
import { BILLING_CONTACT_TYPE } from '@/lib/account/types';

export interface SessionForMail {
  hotelId: number;
  hotelName: string;
  technician: string;
  startedAt: Date;
  endedAt: Date | null;
  whatWasDone: string;
  /** When the access ends or ended (its end, or its revocation) */
  accessEndsAt: Date;
  /** The grant is still in force (not expired, not revoked) */
  accessOpen: boolean;
  /**
   * Who revoked the grant, when its revocation is what ended the session (lib/support/remote-access.ts
   * closes a grant's open sessions as it is revoked); absent when staff closed it.
   */
  revokedBy?: string;
}

/** The addresses to tell: the hotel's billing contacts whose account is in use. */
export async function remoteMailRecipients(tx: Prisma.TransactionClient, hotelId: number): Promise<string[]> {
  const rows = await tx.hotelContact.findMany({
    where: { hotelId, contactType: BILLING_CONTACT_TYPE, user: { disabledAt: null } },
    select: { user: { select: { email: true } } },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => r.user.email);
}

function accountLink(hotelId: number): string {
  return `${new URL(env().SITE_URL).origin}/micuenta?hotel=${hotelId}&pestana=soporte`;
}

/** The mails of the moment `moment` of the session, one per recipient. */
export function remoteSessionMails(
  to: readonly string[],
  s: SessionForMail,
  moment: 'started' | 'ended' | 'both',
): DraftMail[] {
  const subject =
    moment === 'started'
      ? `Sesión de acceso remoto iniciada en ${s.hotelName}`
      : moment === 'ended'
        ? `Sesión de acceso remoto terminada en ${s.hotelName}`
        : `Sesión de acceso remoto en ${s.hotelName} (iniciada y terminada)`;
  const lines = [
    'Hola:',
    '',
    moment === 'started'
      ? `Un técnico de ${company.name} ha iniciado una sesión de acceso remoto a los sistemas de ${s.hotelName}, con el permiso que nos disteis.`
      : moment === 'ended'
        ? s.revokedBy !== undefined
          ? `Se ha cerrado la sesión de acceso remoto de ${company.name} a los sistemas de ${s.hotelName} al revocar ${s.revokedBy || 'un contacto de facturación'} el permiso.`
          : `Ha terminado la sesión de acceso remoto de ${company.name} a los sistemas de ${s.hotelName}.`
        : `Un técnico de ${company.name} ha hecho una sesión de acceso remoto a los sistemas de ${s.hotelName}, con el permiso que nos disteis.`,
    '',
    `Técnico: ${s.technician}`,
    `Inicio: ${when(s.startedAt)}`,
    ...(s.endedAt ? [`Fin: ${when(s.endedAt)}`] : []),
    ...(s.endedAt && s.whatWasDone ? ['', 'Qué se hizo:', s.whatWasDone] : []),
    '',
    s.accessOpen
      ? `El permiso sigue en vigor hasta el ${when(s.accessEndsAt)} salvo que lo revoquéis antes. Podéis ver el registro de sesiones y revocar el permiso en el área de clientes:`
      : `El permiso terminó el ${when(s.accessEndsAt)}. Podéis ver el registro de sesiones en el área de clientes:`,
    accountLink(s.hotelId),
    '',
    signature(),
    '',
  ];
  return to.map((address) => ({ kind: 'remote-access', to: address, replyTo: '', subject, text: lines.join('\n') }));
}
