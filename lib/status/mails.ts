// The status page's mails: the confirmation of a subscription (its link single-use and sealed in
// the outbox, DraftMail.link), and the notice of an incident's update or a maintenance window to
// each subscriber of its components, with the one-click unsubscribe (DraftMail.unsubscribeUrl).
import 'server-only';
import { company } from '@/lib/content/company';
import { signature } from '@/lib/mail/account-mails';
import type { DraftMail } from '@/lib/mail/compose';
import { MAIL_LINK_SLOT } from '@/lib/mail/sealed-links';
import { affectedLines, INCIDENT_STATE_LABELS, type Impact, type IncidentState } from './states';
import { madridTime } from '@/lib/format/intl';

const when = (at: Date) => madridTime(at, 'long', 'short');

const LSSI =
  'Recibes este aviso porque pediste y confirmaste los avisos del estado del servicio para estos componentes. ' +
  'Tu dirección solo se usa para estos avisos.';

export function optInMail(to: string, url: string, expiresAt: Date, components: string[]): DraftMail {
  return {
    kind: 'status-opt-in',
    to,
    replyTo: company.emails.support,
    subject: `Confirma tus avisos del estado del servicio de ${company.name}`,
    text:
      `Hola:\n\nHemos recibido una petición para avisar a esta dirección de las incidencias y los mantenimientos de:\n\n` +
      components.map((c) => `- ${c}`).join('\n') +
      `\n\nPara confirmarla, abre este enlace (vale 2 días y una sola vez):\n\n${MAIL_LINK_SLOT}\n\n` +
      `Si no lo has pedido tú, ignora este mensaje: no recibirás nada más y tu dirección se borrará.\n\n${signature()}\n`,
    link: { url, expiresAt },
  };
}

export interface UpdateNotice {
  title: string;
  state: IncidentState;
  text: string;
  at: Date;
  components: { name: string; impact: Impact }[];
}

function footer(statusUrl: string, unsubscribePage: string): string {
  return (
    `\n\nEstado de todos los servicios: ${statusUrl}\n\n${LSSI}\n` +
    `Para no recibir más avisos: ${unsubscribePage}\n\n${signature()}\n`
  );
}

export function updateMail(
  to: string,
  notice: UpdateNotice,
  links: { oneClick: string; page: string; status: string },
): DraftMail {
  const state = INCIDENT_STATE_LABELS[notice.state];
  return {
    kind: 'status-update',
    to,
    replyTo: company.emails.support,
    subject: `[${state}] ${notice.title}`,
    text:
      `${notice.title}\n${state} · ${when(notice.at)}\n\n${notice.text}\n\n` +
      affectedLines(notice.state, notice.components).join('\n') +
      footer(links.status, links.page),
    unsubscribeUrl: links.oneClick,
  };
}

export interface MaintenanceNotice {
  title: string;
  text: string;
  startsAt: Date;
  endsAt: Date;
  components: string[];
}

export function maintenanceMail(
  to: string,
  notice: MaintenanceNotice,
  links: { oneClick: string; page: string; status: string },
): DraftMail {
  return {
    kind: 'status-update',
    to,
    replyTo: company.emails.support,
    subject: `[Mantenimiento programado] ${notice.title}`,
    text:
      `${notice.title}\nDel ${when(notice.startsAt)} al ${when(notice.endsAt)} (hora de Madrid)\n\n${notice.text}\n\nAfecta a:\n` +
      notice.components.map((c) => `- ${c}`).join('\n') +
      footer(links.status, links.page),
    unsubscribeUrl: links.oneClick,
  };
}
