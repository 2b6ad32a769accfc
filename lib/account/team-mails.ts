// The mails of a change a hotel's billing contact made to a colleague's place in the team (kind
// 'hotel-team': a change to the person's own access, never suppressed). A new person gets the
// invitation instead (invitations.ts). Fixed words plus the names; never a link that signs in.
import 'server-only';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import type { DraftMail } from '@/lib/mail/compose';
import { signature } from '@/lib/mail/account-mails';
import { CONTACT_TYPE_LABELS } from './types';

const typeWords = (type: number) =>
  type === 1 ? 'contacto de facturación (ve las facturas y gestiona el equipo)' : 'contacto del hotel';

function teamMail(to: string, subject: string, body: string): DraftMail {
  return { kind: 'hotel-team', to, replyTo: '', subject, text: `Hola:\n\n${body}\n\n${signature()}\n` };
}

export function addedToTeamMail(to: string, hotel: string, type: number, by: string): DraftMail {
  return teamMail(
    to,
    `Te han añadido al equipo de ${hotel}`,
    `${by} te ha añadido al equipo de ${hotel} en el área de clientes de ${company.name}, como ${typeWords(type)}.\n\n` +
      `Entra en ${new URL(env().SITE_URL).origin}/login con este correo (${to}) y tu contraseña de siempre. ` +
      `Si no esperabas este cambio, escríbenos a ${company.emails.support}.`,
  );
}

export function teamTypeChangedMail(to: string, hotel: string, from: number, next: number, by: string): DraftMail {
  return teamMail(
    to,
    `Tu papel en el equipo de ${hotel} ha cambiado`,
    `${by} ha cambiado tu tipo de contacto de ${hotel} de «${CONTACT_TYPE_LABELS[from] ?? from}» a «${CONTACT_TYPE_LABELS[next] ?? next}»: ` +
      `ahora eres ${typeWords(next)}.\n\nSi no esperabas este cambio, habla con tu hotel o escríbenos a ${company.emails.support}.`,
  );
}

export function removedFromTeamMail(to: string, hotel: string, by: string, lastHotel: boolean): DraftMail {
  return teamMail(
    to,
    `Ya no estás en el equipo de ${hotel}`,
    `${by} te ha quitado del equipo de ${hotel} en el área de clientes de ${company.name}: ya no ves sus datos.` +
      (lastHotel
        ? ' Como no eres contacto de ningún otro hotel, tu acceso al área de clientes queda cerrado y tus sesiones abiertas han terminado.'
        : '') +
      `\n\nSi no esperabas este cambio, habla con tu hotel o escríbenos a ${company.emails.support}.`,
  );
}
