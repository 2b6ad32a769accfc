// The hotel's team as its billing contacts (type 1) run it from /micuenta?pestana=equipo and
// /api/cuenta/equipo/…: the hotel's contacts (name, position, type, last sign-in, second factor),
// inviting a colleague by e-mail (type 1 or 2: the customer area's invitation link for a new person,
// the hotel added to an existing account), changing a colleague's type and removing a colleague
// from the hotel. Everything is authorised from the session: a contact of another type gets 403, a
// hotel that is not the user's 404 (as one that does not exist).
//
// The rules:
// - The hotel always keeps a billing contact: a change that would leave none is refused with the
//   reason (409), decided under the hotel's team lock (team-lock.ts, the rule staff are held to
//   too), so two removals at once cannot each see the other still there.
// - Sessions carry no hotel: every call reads the user's contacts afresh, so a colleague removed
//   from a hotel loses it in every open session at the next request. One left with no hotel at all
//   has every session ended in the same transaction, and cannot sign in again
//   (customerSignInWhere, lib/auth/sign-in.ts).
// - Every change is in the audit trail with the contact as actor (their e-mail, no staff id), and
//   the colleague is mailed (kind 'hotel-team', with the change; the invitation for a new person).
import 'server-only';
import { z } from 'zod';
import { recordAudit, type Change } from '@/lib/audit/trail';
import { normalizeEmail } from '@/lib/auth/sign-in';
import { voidLinkTokens } from '@/lib/auth/link-tokens';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { FormAnswer } from '@/lib/http/answer';
import { refusals } from '@/lib/http/errors';
import { consume, type LimitRule } from '@/lib/http/rate-limit';
import type { DraftMail } from '@/lib/mail/compose';
import { changeWithMail } from '@/lib/mail/queue';
import { log } from '@/lib/log';
import { dropFollowing } from '@/lib/account/case-following';
import { contactText } from './contact-fields';
import { mailInvitation } from './invitations';
import { mustProveSecondFactor } from './second-factor-requirement';
import { keepABillingContact as keepBilling, lockHotelTeam as lockTeam } from './team-lock';

export { lastBillingRefusal } from './team-lock';
import { addedToTeamMail, removedFromTeamMail, teamTypeChangedMail } from './team-mails';
import { invitedMessage, typeChangedMessage } from './team-text';
import type { TeamDto } from './team-types';
import { BILLING_CONTACT_TYPE, CONTACT_TYPE_LABELS } from './types';
import { compareSpanish } from '@/lib/format/intl';

/** Invitations stop at this many contacts of a hotel (the list reads them all, along the hotel's index). */
export const TEAM_LIMIT = 200;

/** Invitations a hotel's team may send a day: the invitation mails go to any address typed. */
export const teamInviteRule: LimitRule = { name: 'team-invite', points: 30, durationSeconds: 86_400 };

export const TEAM_BILLING_ONLY = 'Solo los contactos de facturación del hotel gestionan su equipo.';
export const TEAM_SECOND_FACTOR =
  'Tu hotel pide la verificación en dos pasos a sus contactos de facturación: actívala en Seguridad (o entra con tu llave de acceso) para gestionar el equipo.';

/** The signed-in contact who runs the team of one hotel. */
interface TeamSeat {
  userId: number;
  hotelId: number;
  hotelName: string;
  /** The contact's name, as the colleague's mail says who did it */
  name: string;
  /** The audit trail's actor: the contact's login e-mail, no staff id */
  actor: { id: null; email: string };
  client: string;
}

/** The hotel id a call names (`hotel`), or 404: an id that cannot be one answers as a hotel not the user's. */
export function hotelIdOf(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw refusals.notFound();
  return Number(raw);
}

/** The session's seat at the hotel's team: 404 not a contact of it, 403 not its billing contact. */
async function teamSeat(session: Session, hotelId: number, client: string): Promise<TeamSeat> {
  const seat = await db().hotelContact.findUnique({
    where: { userId_hotelId: { userId: session.userId, hotelId } },
    select: { contactType: true, name: true, hotel: { select: { name: true } }, user: { select: { email: true } } },
  });
  if (!seat) throw refusals.notFound();
  if (seat.contactType !== BILLING_CONTACT_TYPE) throw refusals.of('forbidden', 'team-billing-only', TEAM_BILLING_ONLY);
  // Whoever may add people who then see the invoices must meet the invoices' own rule.
  if (await mustProveSecondFactor(session))
    throw refusals.of('forbidden', 'second-factor-required', TEAM_SECOND_FACTOR);
  return {
    userId: session.userId,
    hotelId,
    hotelName: seat.hotel.name,
    name: seat.name || seat.user.email,
    actor: { id: null, email: seat.user.email },
    client,
  };
}

/** The hotel's team lock (team-lock.ts), then the actor checked again: a change that came first may have removed them. */
async function lockHotelTeam(tx: Prisma.TransactionClient, seat: TeamSeat): Promise<void> {
  if (!(await lockTeam(tx, seat.hotelId))) throw refusals.notFound();
  const still = await tx.hotelContact.count({
    where: { userId: seat.userId, hotelId: seat.hotelId, contactType: BILLING_CONTACT_TYPE },
  });
  if (still === 0) throw refusals.notFound();
}

/** Refuses (inside the lock) when the hotel is left without a billing contact. */
function keepABillingContact(tx: Prisma.TransactionClient, seat: TeamSeat): Promise<void> {
  return keepBilling(tx, seat.hotelId, seat.hotelName);
}

function audit(
  tx: Prisma.TransactionClient,
  seat: TeamSeat,
  action: 'team.invited' | 'team.added' | 'team.type-changed' | 'team.removed',
  contactId: number,
  changes: Record<string, Change | string>,
): Promise<void> {
  return recordAudit(
    {
      actor: seat.actor,
      action,
      objectType: 'contacto',
      objectId: contactId,
      changes: { Hotel: seat.hotelName, ...changes, Por: 'un contacto de facturación del hotel (Mi cuenta)' },
      client: seat.client,
    },
    tx,
  );
}

const typeLabel = (type: number) => CONTACT_TYPE_LABELS[type] ?? String(type);

// ---------------------------------------------------------------------------------------------
// The list

/** The hotel's contacts, billing contacts first, then by name. */
export async function listTeam(session: Session, hotelId: number): Promise<TeamDto> {
  const seat = await teamSeat(session, hotelId, '');
  const rows = await db().hotelContact.findMany({
    // At most TEAM_LIMIT through the team (staff add a handful more at most): read whole, along the
    // index on the hotel (a `take` would make Prisma sort by id, walking the primary key instead).
    where: { hotelId },
    select: {
      id: true,
      userId: true,
      contactType: true,
      name: true,
      position: true,
      user: {
        select: {
          email: true,
          passwordHash: true,
          lastSignInAt: true,
          totpEnabledAt: true,
          _count: { select: { passkeys: true } },
        },
      },
    },
  });
  // A hotel's few contacts, put in order here (read along the index on the hotel).
  rows.sort((a, b) => a.contactType - b.contactType || compareSpanish(a.name, b.name) || a.id - b.id);
  return {
    id_hotel: hotelId,
    hotel: seat.hotelName,
    miembros: rows.map((r) => ({
      id: r.id,
      nombre: r.name,
      puesto: r.position,
      tipo: r.contactType,
      email: r.user.email,
      ultimo_acceso: r.user.lastSignInAt?.toISOString() ?? null,
      segundo_factor: Boolean(r.user.totpEnabledAt) || r.user._count.passkeys > 0,
      invitacion_pendiente: !r.user.passwordHash,
      tu: r.userId === session.userId,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Inviting

const contactTypeField = z
  .enum(['1', '2'], { message: 'Elige el tipo: 1 facturación o 2 otro contacto.' })
  .transform(Number);

const inviteSchema = z.object({
  email: z
    .string()
    .transform(normalizeEmail)
    .pipe(z.email('Escribe un correo válido.').max(254, 'Escribe un correo válido.')),
  nombre: contactText(120).min(1, 'Escribe el nombre de la persona.'),
  puesto: contactText(120).default(''),
  tipo: contactTypeField,
});

function parsed<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields);
  if (!result.success)
    throw refusals.of('invalid', 'bad-request', [...new Set(result.error.issues.map((i) => i.message))].join(' '));
  return result.data;
}

/**
 * Invites a colleague by e-mail as a contact of the hotel: a new person (or one invited before who
 * has not chosen a password) gets the customer area's invitation link, an existing account gets
 * the hotel added and a mail saying so. An account staff turned off is not added (409).
 */
export async function inviteColleague(
  session: Session,
  hotelId: number,
  fields: Record<string, string>,
  client: string,
): Promise<FormAnswer> {
  const seat = await teamSeat(session, hotelId, client);
  const input = parsed(inviteSchema, fields);
  // Counted before anything is written or mailed, atomically (lib/http/rate-limit.ts).
  const allowance = await consume(teamInviteRule, String(hotelId));
  if (!allowance.allowed)
    throw refusals.tooMany('Tu hotel ha enviado muchas invitaciones hoy: inténtalo de nuevo mañana.');
  const done = await changeWithMail(
    async (tx) => {
      await lockHotelTeam(tx, seat);
      if ((await tx.hotelContact.count({ where: { hotelId } })) >= TEAM_LIMIT)
        throw refusals.conflict(`El equipo de un hotel tiene como mucho ${TEAM_LIMIT} personas.`);
      const existing = await tx.user.findUnique({
        where: { email: input.email },
        select: { id: true, email: true, passwordHash: true, disabledAt: true },
      });
      if (existing?.disabledAt)
        throw refusals.conflict(`No podemos añadir ${input.email} al equipo: escríbenos a soporte y lo vemos contigo.`);
      if (
        existing &&
        (await tx.hotelContact.findUnique({
          where: { userId_hotelId: { userId: existing.id, hotelId } },
          select: { id: true },
        }))
      )
        throw refusals.conflict(`${input.email} ya está en el equipo de ${seat.hotelName}.`);
      // An empty password hash: no password signs in until the invitation's link sets one.
      const user =
        existing ??
        (await tx.user.create({ data: { email: input.email, passwordHash: '' }, select: { id: true, email: true } }));
      const contact = await tx.hotelContact.create({
        data: { userId: user.id, hotelId, contactType: input.tipo, name: input.nombre, position: input.puesto },
        select: { id: true },
      });
      const active = Boolean(existing?.passwordHash);
      await audit(tx, seat, active ? 'team.added' : 'team.invited', contact.id, {
        Usuario: user.email,
        Nombre: input.nombre,
        Puesto: input.puesto,
        Tipo: typeLabel(input.tipo),
      });
      return { user: { id: user.id, email: user.email }, active };
    },
    ({ user, active }) => (active ? addedToTeamMail(user.email, seat.hotelName, input.tipo, seat.name) : null),
  );
  // A new person's link is issued once the contact exists (the mail names the hotels).
  if (!done.active) await mailInvitation(done.user);
  log().info(
    { event: 'account.team-invited', hotelId, userId: session.userId, invitedId: done.user.id, existing: done.active },
    'colleague added to a hotel team by its billing contact',
  );
  return { ok: true, message: invitedMessage(done.user.email, seat.hotelName, input.tipo, done.active) };
}

// ---------------------------------------------------------------------------------------------
// Changing a type, removing

const changeTypeSchema = z.object({
  contacto: z
    .string()
    .regex(/^\d{1,9}$/, 'Elige a la persona.')
    .transform(Number),
  tipo: contactTypeField,
});

const removeSchema = z.object({
  contacto: z
    .string()
    .regex(/^\d{1,9}$/, 'Elige a la persona.')
    .transform(Number),
});

/** The colleague's contact at this hotel (read inside the lock), or 404. */
async function colleagueAt(tx: Prisma.TransactionClient, hotelId: number, contactId: number) {
  const found = await tx.hotelContact.findFirst({
    where: { id: contactId, hotelId },
    select: { id: true, userId: true, contactType: true, name: true, user: { select: { email: true } } },
  });
  if (!found) throw refusals.notFound();
  return found;
}

type Colleague = Awaited<ReturnType<typeof colleagueAt>>;

/**
 * One change to a colleague: authorised from the session, the fields checked, then under the
 * hotel's team lock the colleague read and `work` done, with the mail `mailOf` makes of its result
 * in the same transaction.
 */
async function changeColleague<I extends { contacto: number }, R>(
  session: Session,
  hotelId: number,
  client: string,
  input: (fields: Record<string, string>) => I,
  fields: Record<string, string>,
  work: (tx: Prisma.TransactionClient, seat: TeamSeat, colleague: Colleague, input: I) => Promise<R>,
  mailOf: (result: R, seat: TeamSeat, colleague: Colleague, input: I) => DraftMail | null,
): Promise<{ seat: TeamSeat; colleague: Colleague; input: I; result: R }> {
  const seat = await teamSeat(session, hotelId, client);
  const checked = input(fields);
  const done = await changeWithMail(
    async (tx) => {
      await lockHotelTeam(tx, seat);
      const colleague = await colleagueAt(tx, hotelId, checked.contacto);
      return { colleague, result: await work(tx, seat, colleague, checked) };
    },
    ({ colleague, result }) => mailOf(result, seat, colleague, checked),
  );
  return { seat, input: checked, ...done };
}

/** Changes a colleague's contact type (1 ↔ 2); the hotel keeps a billing contact. */
export async function changeColleagueType(
  session: Session,
  hotelId: number,
  fields: Record<string, string>,
  client: string,
): Promise<FormAnswer> {
  const {
    seat,
    colleague,
    input,
    result: changed,
  } = await changeColleague(
    session,
    hotelId,
    client,
    (f) => parsed(changeTypeSchema, f),
    fields,
    async (tx, seat, before, input) => {
      if (before.contactType === input.tipo) return false;
      await tx.hotelContact.update({ where: { id: before.id }, data: { contactType: input.tipo } });
      await keepABillingContact(tx, seat);
      // No longer its billing contact: no longer follows (nor sees) the hotel's cases about an invoice.
      if (input.tipo !== BILLING_CONTACT_TYPE) await dropFollowing(tx, before.userId, hotelId, 'invoice-cases');
      await audit(tx, seat, 'team.type-changed', before.id, {
        Usuario: before.user.email,
        Tipo: [typeLabel(before.contactType), typeLabel(input.tipo)],
      });
      return true;
    },
    (changed, seat, before, input) =>
      changed
        ? teamTypeChangedMail(before.user.email, seat.hotelName, before.contactType, input.tipo, seat.name)
        : null,
  );
  return {
    ok: true,
    message: typeChangedMessage(colleague.name || colleague.user.email, seat.hotelName, input.tipo, changed),
  };
}

/**
 * Removes a colleague (or oneself) from the hotel; the hotel keeps a billing contact. A person left
 * with no hotel has every session ended with the removal, and their unused invitation dies.
 */
export async function removeColleague(
  session: Session,
  hotelId: number,
  fields: Record<string, string>,
  client: string,
): Promise<FormAnswer> {
  const {
    seat,
    colleague: before,
    result: lastHotel,
  } = await changeColleague(
    session,
    hotelId,
    client,
    (f) => parsed(removeSchema, f),
    fields,
    async (tx, seat, before) => {
      await tx.hotelContact.delete({ where: { id: before.id } });
      await keepABillingContact(tx, seat);
      await dropFollowing(tx, before.userId, hotelId, 'all');
      const lastHotel = (await tx.hotelContact.count({ where: { userId: before.userId } })) === 0;
      const sessions = lastHotel ? (await tx.session.deleteMany({ where: { userId: before.userId } })).count : 0;
      await audit(tx, seat, 'team.removed', before.id, {
        Usuario: before.user.email,
        Tipo: typeLabel(before.contactType),
        ...(lastHotel ? { 'Sin otro hotel': `acceso cerrado, ${sessions} sesiones terminadas` } : {}),
      });
      return lastHotel;
    },
    (lastHotel, seat, before) => removedFromTeamMail(before.user.email, seat.hotelName, seat.name, lastHotel),
  );
  if (lastHotel) await voidLinkTokens(before.userId, 'invite');
  log().info(
    { event: 'account.team-removed', hotelId, userId: session.userId, removedId: before.userId, lastHotel },
    'colleague removed from a hotel team by its billing contact',
  );
  const self = before.userId === session.userId;
  return {
    ok: true,
    message: self
      ? `Ya no estás en el equipo de ${seat.hotelName}.`
      : `${before.name || before.user.email} ya no está en el equipo de ${seat.hotelName}.`,
    ...(self ? { then: '/micuenta' } : {}),
  };
}
