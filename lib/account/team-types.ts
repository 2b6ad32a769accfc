// What the hotel's team tab and its calls (/api/cuenta/equipo…, docs/CONTRACT.md "The hotel's team")
// exchange. Pure: the client components use them too.
import { BILLING_CONTACT_TYPE } from './types';

/** One contact of the hotel, as its billing contacts see them. */
export interface TeamMemberDto {
  /** The contact's id (HotelContact): what a change names */
  id: number;
  nombre: string;
  puesto: string;
  /** 1 facturación (sees invoices, runs the team), 2 otro contacto */
  tipo: number;
  /** The login e-mail */
  email: string;
  /** ISO instant of the last sign-in, or null (never, or not since this was recorded) */
  ultimo_acceso: string | null;
  /** Has an authenticator app or a passkey */
  segundo_factor: boolean;
  /** Invited, and no password chosen yet */
  invitacion_pendiente: boolean;
  /** The signed-in person themselves */
  tu: boolean;
}

export interface TeamDto {
  id_hotel: number;
  hotel: string;
  miembros: TeamMemberDto[];
}

/**
 * The member is the hotel's only billing contact: they can neither leave the team nor become
 * another contact (the server refuses both, 409: lib/account/team-lock.ts), so the tab does not offer it.
 */
export function soleBillingContact(team: Pick<TeamDto, 'miembros'>, member: TeamMemberDto): boolean {
  return (
    member.tipo === BILLING_CONTACT_TYPE && team.miembros.filter((m) => m.tipo === BILLING_CONTACT_TYPE).length === 1
  );
}
