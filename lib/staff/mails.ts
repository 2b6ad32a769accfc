// The mails of staff access: the invitation (enrolment) link. Never a password. The notices of a
// change to a member's access are lib/mail/security-notice.ts's, the customers' too.
import 'server-only';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import type { DraftMail } from '@/lib/mail/compose';
import { MAIL_LINK_SLOT } from '@/lib/mail/sealed-links';
import { ROLE_LABELS, type StaffRole } from './roles';

/** The token travels in the URL fragment: browsers never send it to a server, a log or a Referer. */
export function staffInviteLink(token: string): string {
  return `${new URL(env().SITE_URL).origin}/gestion/invitacion#token=${token}`;
}

export function staffInviteMail(
  to: string,
  role: StaffRole,
  token: string,
  validHours: number,
  invitedBy: string,
): DraftMail {
  return {
    kind: 'staff-invitation',
    to,
    replyTo: '',
    subject: `Tu acceso a la gestión de ${company.name}`,
    text:
      `Hola:\n\n${invitedBy} te ha dado acceso a la gestión de la web de ${company.name} con el papel de ${ROLE_LABELS[role]}.\n\n` +
      `Abre este enlace para elegir tu contraseña y configurar la verificación en dos pasos (vale ${validHours} horas y una sola vez):\n\n` +
      `${MAIL_LINK_SLOT}\n\nSi no esperabas este mensaje, ignóralo.\n\n${company.name}\n`,
    link: { url: staffInviteLink(token), expiresAt: new Date(Date.now() + validHours * 3_600_000) },
  };
}
