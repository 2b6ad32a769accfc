// The sentences the hotel's team calls answer with (team.ts), kept apart so they are tested as
// they read. Pure.
import { BILLING_CONTACT_TYPE } from './types';

/** A contact type as a person is it: «contacto de facturación», «otro contacto». */
export function teamRole(type: number): string {
  return type === BILLING_CONTACT_TYPE ? 'contacto de facturación' : 'otro contacto';
}

/**
 * An invitation's answer: a new person (or one invited before who never chose a password) is sent
 * the invitation, and is not in the team until they accept it (the tab shows «Invitación
 * pendiente»); an existing account is in the team already, and told by mail.
 */
export function invitedMessage(email: string, hotel: string, type: number, existing: boolean): string {
  return existing
    ? `${email} está en el equipo de ${hotel} como ${teamRole(type)}; le hemos avisado por correo.`
    : `Le hemos enviado una invitación a ${email} para unirse al equipo de ${hotel} como ${teamRole(type)}.`;
}

/** A type change's answer: done, or nothing to do (the colleague was that already). */
export function typeChangedMessage(who: string, hotel: string, type: number, changed: boolean): string {
  return changed ? `${who} es ahora ${teamRole(type)} de ${hotel}.` : `${who} ya era ${teamRole(type)}.`;
}
