// What each outbox mail is. The code that queues a mail names its kind (DraftMail.kind); the
// outbox page filters and labels by it, and the mails of an enquiry (personal data a visitor sent)
// are told apart from account notices by it. Pure: the pages and the roles' checks read it.

export const MAIL_KINDS = [
  'enquiry-staff',
  'enquiry-visitor',
  'reply',
  'password-reset',
  'security-notice',
  'new-browser',
  'customer-invitation',
  'hotel-team',
  'staff-invitation',
  'remote-access',
  'support-case',
  'support-team',
  'release',
  'status-opt-in',
  'status-update',
  'invoice-reminder',
  'invoice-new',
  'other',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * 'security-notice' is the one kind of every notice of a change to an account's access, customer's
 * or staff's: a password changed, two-factor sign-in turned on or off (or reset by staff), a passkey
 * added or removed, new recovery codes (lib/mail/security-notice.ts composes them). It tells the
 * owner what someone holding the account may have done, so it is never suppressible: whatever
 * notification preferences come one day, they must not be able to turn off these kinds, nor the
 * mails that carry a link the owner asked for.
 */
export const NEVER_SUPPRESSED_MAIL_KINDS: readonly MailKind[] = [
  'security-notice',
  'new-browser',
  'password-reset',
  'customer-invitation',
  'staff-invitation',
  // A change to the person's own access to a hotel (added, type changed, removed) by its team.
  'hotel-team',
  'status-opt-in',
];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'enquiry-staff': 'Consulta: aviso al equipo',
  'enquiry-visitor': 'Consulta: acuse al visitante',
  reply: 'Consulta: respuesta del personal',
  'password-reset': 'Cliente: enlace para restablecer la contraseña',
  'security-notice': 'Aviso de seguridad: cambio en el acceso (cliente o personal)',
  'new-browser': 'Cliente: aviso de navegador nuevo',
  'customer-invitation': 'Cliente: invitación al área de clientes',
  'hotel-team': 'Cliente: cambio en el equipo del hotel (alta, tipo o baja)',
  'staff-invitation': 'Personal: invitación a la gestión',
  'remote-access': 'Cliente: sesión de acceso remoto iniciada o terminada',
  'support-case': 'Soporte: aviso de un caso al hotel',
  'support-team': 'Soporte: aviso de un caso al equipo',
  release: 'Cliente: nueva versión de un módulo',
  'status-opt-in': 'Estado del servicio: confirmar la suscripción',
  'status-update': 'Estado del servicio: aviso a un suscriptor',
  'invoice-reminder': 'Facturas: recordatorio de facturas vencidas',
  'invoice-new': 'Facturas: aviso de facturas nuevas',
  other: 'Otro',
};

/** The kinds whose text holds what a visitor wrote in an enquiry (or the staff's answer to it). */
export const ENQUIRY_MAIL_KINDS: readonly MailKind[] = ['enquiry-staff', 'enquiry-visitor', 'reply'];

export function isMailKind(value: string): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value);
}

export function mailKindLabel(kind: string): string {
  return isMailKind(kind) ? MAIL_KIND_LABELS[kind] : kind;
}

/** The delivery states of an outbox row, in the staff's words (the enquiry page uses them too). */
export const MAIL_STATUS_LABELS: Record<string, string> = {
  pending: 'En cola',
  sent: 'Enviado',
  failed: 'No se pudo enviar',
};

export function mailStatusLabel(status: string): string {
  return MAIL_STATUS_LABELS[status] ?? status;
}
