// The mails an enquiry sends: a notification to the staff address of its kind and, when the visitor
// gave an e-mail, an acknowledgement. Headers carry fixed words only; the one piece of visitor input
// in a header is the schema-validated e-mail (Reply-To of the notification, To of the acknowledgement).
// The body's visitor text is the schema's output: one-line fields free of control characters,
// multi-line ones stripped of them but newline and tab (lib/text/control-characters.ts).
import 'server-only';
import { company, fullAddress } from '@/lib/content/company';
import { env } from '@/lib/env';
import type { DraftMail } from '@/lib/mail/compose';
import { fieldValueText, type EnquiryKind } from './schemas';
import { madridTime } from '@/lib/format/intl';

export const KIND_TITLE: Record<EnquiryKind, string> = {
  contact: 'Solicitud de información',
  training: 'Solicitud de formación',
  support: 'Permiso de soporte remoto',
  callback: 'Petición de llamada',
};

/** "recibido"/"recibida": the participle agrees with the kind's title ("Permiso" is masculine). */
const KIND_RECEIVED: Record<EnquiryKind, string> = {
  contact: 'recibida',
  training: 'recibida',
  support: 'recibido',
  callback: 'recibida',
};

export const FIELD_LABEL: Record<string, string> = {
  asunto: 'Asunto',
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  email: 'E-mail',
  telefono: 'Teléfono',
  consulta: 'Consulta',
  formacion: 'Formación solicitada',
  hotel: 'Hotel',
  cargoempleado: 'Cargo',
  motivo: 'Motivo',
};

/** The staff address for each kind: MAIL_TO_* or the company's own mailbox for that matter. */
export function staffAddress(kind: EnquiryKind): string {
  const e = env();
  switch (kind) {
    case 'contact':
      return e.MAIL_TO_CONTACT || company.emails.info;
    case 'training':
      return e.MAIL_TO_TRAINING || company.emails.training;
    case 'support':
      return e.MAIL_TO_SUPPORT || company.emails.support;
    case 'callback':
      return e.MAIL_TO_CALLBACK || company.emails.sales;
  }
}

function contactLines(): string {
  return [
    company.name,
    fullAddress(),
    `Centralita: ${company.phones.switchboard.label} · Soporte 24x7: ${company.phones.emergency.label}`,
    `${company.emails.info} · ${company.siteUrl}`,
  ].join('\n');
}

export function composeEnquiryMails(
  kind: EnquiryKind,
  id: number,
  values: Record<string, string>,
  receivedAt: Date,
): DraftMail[] {
  const when = madridTime(receivedAt, 'long', 'short');
  const fields = Object.entries(values)
    .map(([name, value]) => {
      const label = FIELD_LABEL[name] ?? name;
      const shown = fieldValueText(kind, name, value);
      return shown.includes('\n') ? `${label}:\n${shown}` : `${label}: ${shown || '—'}`;
    })
    .join('\n');
  const mails: DraftMail[] = [
    {
      kind: 'enquiry-staff',
      to: staffAddress(kind),
      replyTo: values.email ?? '',
      subject: `[Web] ${KIND_TITLE[kind]} n.º ${id}`,
      text: `${KIND_TITLE[kind]} ${KIND_RECEIVED[kind]} desde la web el ${when} (n.º ${id}).\n\n${fields}\n\nConsulta la ficha con: npm run staff -- enquiries show ${id}\n`,
    },
  ];
  if (values.email) {
    // No visitor text in the acknowledgement: it goes to an address anyone could type, so it must
    // not be a way to send someone else a message of one's own.
    mails.push({
      kind: 'enquiry-visitor',
      to: values.email,
      replyTo: '',
      subject: `Hemos recibido tu solicitud (n.º ${id})`,
      text:
        `Hola:\n\nGracias por escribirnos. Hemos recibido tu ${KIND_TITLE[kind].toLowerCase()} el ${when} ` +
        `con el número ${id} y te responderemos lo antes posible, normalmente en un día laborable.\n\n` +
        `Si no has sido tú, ignora este mensaje.\n\n` +
        `Para cualquier urgencia de soporte llámanos al ${company.phones.emergency.label} (24 horas, 365 días).\n\n` +
        `${contactLines()}\n\n` +
        `Tratamos tus datos para atender tu solicitud. Puedes ejercer tus derechos escribiendo a ${company.emails.privacy}. ` +
        `Más información: ${company.siteUrl}/privacidad\n`,
    });
  }
  return mails;
}

/** The fields that hold what the visitor asked, in their own words (one per kind that has one). */
const QUESTION_FIELDS = ['consulta', 'formacion', 'motivo'] as const;

/**
 * A member of staff's reply to an enquiry: the subject names the enquiry with its number, as the
 * acknowledgement did, and the body quotes what the visitor asked under the answer, so the
 * conversation reads on its own in the visitor's mailbox.
 */
export function composeEnquiryReply(
  kind: EnquiryKind,
  id: number,
  values: Record<string, string>,
  receivedAt: Date,
  answer: string,
): { subject: string; text: string } {
  const when = madridTime(receivedAt, 'long', 'short');
  const question = QUESTION_FIELDS.map((f) => values[f]?.trim()).find(Boolean);
  const quoted = question
    ? `\n\nEl ${when} escribiste:\n${question
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n')}`
    : '';
  return {
    subject: `Re: ${KIND_TITLE[kind]} n.º ${id} · ${company.name}`,
    text: `${answer}\n\n--\n${company.name}${quoted}\n`,
  };
}
