// Remote access, the customer's side: a hotel's billing contact (type 1) grants the vendor's
// technicians remote access for 1–14 days, optionally for one support case, with a note, and may
// revoke it at any time (which ends the sessions still open on it); every contact of the hotel
// (types 1 and 2) sees the grants in force, the past ones and the log of the sessions staff
// recorded on them. Grants and revocations are in the audit trail with the contact as actor. Authorised from the session on
// every call: a hotel the user is no contact of is unknown (404), a type 2 contact may look but not
// grant or revoke (403). Answers in the contract's style (Spanish keys, ISO dates); a refusal is
// thrown as an HttpError with its code and Spanish sentence.
import 'server-only';
import { mustProveSecondFactor } from '@/lib/account/second-factor-requirement';
import { BILLING_CONTACT_TYPE } from '@/lib/account/types';
import { sessionEmail, type Session } from '@/lib/auth/session';
import { recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import type { Prisma, RemoteGrant, RemoteSession } from '@/lib/generated/prisma/client';
import { changeWithMail } from '@/lib/mail/queue';
import { lockRemoteGrant } from './remote-lock';
import { remoteMailRecipients, remoteSessionMails } from './remote-mails';
import {
  accessEnd,
  GRANT_MAX_DAYS,
  GRANT_MIN_DAYS,
  GRANT_NOTE_MAX,
  grantDays,
  grantState,
  grantWindow,
  type GrantRefusalCode,
  type GrantState,
} from './remote-window';

/** The newest past grants and sessions a hotel's page lists (the rest stays on record). */
export const PAST_GRANTS_SHOWN = 20;
export const SESSIONS_SHOWN = 50;
/** Grants in force at once, at most shown (a hotel has one or two). */
const ACTIVE_SHOWN = 50;

export interface RemoteGrantDto {
  id: number;
  id_hotel: number;
  desde: string;
  hasta: string;
  caso: number | null;
  /** The case's subject (a link to /micuenta/soporte/<caso>); null without a case, or one this contact may not see */
  asunto_caso: string | null;
  nota: string;
  estado: GrantState;
  concedido_por: string;
  revocado_en: string | null;
  revocado_por: string;
}

export interface RemoteSessionDto {
  id: number;
  id_acceso: number;
  tecnico: string;
  inicio: string;
  /** None while the session is open */
  fin: string | null;
  trabajo: string;
}

export interface RemoteAccessView {
  id_hotel: number;
  /** This contact may grant and revoke (a billing contact) */
  puede_conceder: boolean;
  activos: RemoteGrantDto[];
  anteriores: RemoteGrantDto[];
  sesiones: RemoteSessionDto[];
}

/** A grant with its case's subject, and whether the case is an invoice's (billing contacts' only). */
type GrantRow = RemoteGrant & { supportCase: { subject: string; invoiceId: number | null } | null };

const withCase = { supportCase: { select: { subject: true, invoiceId: true } } } as const;

/**
 * The grant as a contact of its hotel sees it. A case asked from an invoice row is the billing
 * contacts' only (access.ts): to anyone else the grant shows its number, not its subject.
 */
export function grantDto(g: GrantRow, now: Date, billing: boolean): RemoteGrantDto {
  const visible = g.supportCase && (billing || g.supportCase.invoiceId === null);
  return {
    id: g.id,
    id_hotel: g.hotelId,
    desde: g.startsAt.toISOString(),
    hasta: g.endsAt.toISOString(),
    caso: g.caseId,
    asunto_caso: visible ? g.supportCase!.subject : null,
    nota: g.note,
    estado: grantState(g, now),
    concedido_por: g.grantedByEmail,
    revocado_en: g.revokedAt?.toISOString() ?? null,
    revocado_por: g.revokedByEmail,
  };
}

export function sessionDto(s: RemoteSession): RemoteSessionDto {
  return {
    id: s.id,
    id_acceso: s.grantId,
    tecnico: s.technician,
    inicio: s.startedAt.toISOString(),
    fin: s.endedAt?.toISOString() ?? null,
    trabajo: s.whatWasDone,
  };
}

/** The session user's contact type at the hotel, or null when they are no contact of it. */
async function contactTypeAt(session: Session, hotelId: number): Promise<number | null> {
  const contact = await db().hotelContact.findUnique({
    where: { userId_hotelId: { userId: session.userId, hotelId } },
    select: { contactType: true },
  });
  return contact?.contactType ?? null;
}

/** A hotel id as sent (a whole number), or null. */
function hotelIdOf(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The hotel's grants and sessions as its contact sees them; 404 for a hotel the user is no contact of. */
export async function remoteAccessView(session: Session, hotel: unknown, now = new Date()): Promise<RemoteAccessView> {
  const hotelId = hotelIdOf(hotel);
  const type = hotelId === null ? null : await contactTypeAt(session, hotelId);
  if (hotelId === null || type === null) throw refusals.notFound();
  const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const [active, recent, sessions] = await Promise.all([
    // Along (hotelId, createdAt, id): a hotel's grants are few, those in force fewer.
    db().remoteGrant.findMany({
      where: { hotelId, revokedAt: null, startsAt: { lte: now }, endsAt: { gt: now } },
      orderBy: newestFirst,
      take: ACTIVE_SHOWN,
      include: withCase,
    }),
    db().remoteGrant.findMany({
      where: { hotelId },
      orderBy: newestFirst,
      take: PAST_GRANTS_SHOWN + ACTIVE_SHOWN,
      include: withCase,
    }),
    db().remoteSession.findMany({
      where: { hotelId },
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      take: SESSIONS_SHOWN,
    }),
  ]);
  const activeIds = new Set(active.map((g) => g.id));
  const billing = type === BILLING_CONTACT_TYPE;
  return {
    id_hotel: hotelId,
    puede_conceder: billing,
    activos: active.map((g) => grantDto(g, now, billing)),
    anteriores: recent
      .filter((g) => !activeIds.has(g.id))
      .slice(0, PAST_GRANTS_SHOWN)
      .map((g) => grantDto(g, now, billing)),
    sesiones: sessions.map(sessionDto),
  };
}

/** What a grant is asked with (JSON or form fields of the same names). */
export interface GrantRequest {
  id_hotel?: unknown;
  dias?: unknown;
  caso?: unknown;
  nota?: unknown;
}

/** The refusal of a grant or revocation in a session short of the hotel's two-factor requirement. */
export const REMOTE_SECOND_FACTOR =
  'Tu hotel pide la verificación en dos pasos a sus contactos de facturación: actívala en Seguridad (o entra con tu llave de acceso) para conceder o revocar el acceso remoto.';

/**
 * The session user's billing contact at the hotel, or the refusal: 404 no contact, 403 not billing,
 * 403 a session short of the hotel's two-factor requirement (the rule of the invoices and the
 * team's changes: lib/account/second-factor-requirement.ts).
 */
async function requireGrantor(session: Session, hotelId: number | null): Promise<number> {
  const type = hotelId === null ? null : await contactTypeAt(session, hotelId);
  if (hotelId === null || type === null) throw refusals.notFound();
  if (type !== BILLING_CONTACT_TYPE)
    throw refusals.of(
      'forbidden',
      'forbidden',
      'Solo los contactos de facturación del hotel pueden conceder o revocar el acceso remoto.',
    );
  if (await mustProveSecondFactor(session))
    throw refusals.of('forbidden', 'second-factor-required', REMOTE_SECOND_FACTOR);
  return hotelId;
}

/** How the audit trail says a hotel's contact acted from the customer area (as the team's changes do). */
const BY_CONTACT = 'un contacto de facturación del hotel (Mi cuenta)';

/** A value of the grant refused: its code names the form's field (GRANT_REFUSAL_FIELDS). */
const invalid = (code: GrantRefusalCode, message: string) => refusals.of('invalid', code, message);

/** Grants remote access to the hotel from now for the days asked (1–14, 7 when not given); audited. */
export async function grantRemoteAccess(
  session: Session,
  input: GrantRequest,
  client: string,
  now = new Date(),
): Promise<RemoteGrantDto> {
  const hotelId = await requireGrantor(session, hotelIdOf(input.id_hotel));
  const days = grantDays(input.dias);
  if (days === null)
    throw invalid('invalid-days', `La duración debe ser de ${GRANT_MIN_DAYS} a ${GRANT_MAX_DAYS} días.`);
  let caseId: number | null = null;
  if (input.caso !== undefined && input.caso !== null && input.caso !== '') {
    caseId = hotelIdOf(input.caso);
    if (!caseId) throw invalid('invalid-case', 'El número de caso no es válido.');
    await checkCaseOfHotel(caseId, hotelId);
  }
  if (input.nota !== undefined && input.nota !== null && typeof input.nota !== 'string')
    throw invalid('invalid-note', 'La nota no es válida.');
  const note = (input.nota ?? '').trim();
  if (note.length > GRANT_NOTE_MAX)
    throw invalid('invalid-note', `La nota admite como mucho ${GRANT_NOTE_MAX} caracteres.`);
  const email = await sessionEmail(session);
  const grant = await db().$transaction(async (tx) => {
    const created = await tx.remoteGrant.create({
      data: { hotelId, grantedById: session.userId, grantedByEmail: email, ...grantWindow(now, days), caseId, note },
      include: { ...withCase, hotel: { select: { name: true } } },
    });
    await auditByContact(tx, { email, client }, 'remote.granted', created, {
      desde: created.startsAt.toISOString(),
      hasta: created.endsAt.toISOString(),
      días: String(days),
      ...(caseId !== null ? { caso: String(caseId) } : {}),
      ...(note ? { nota: note } : {}),
    });
    return created;
  });
  return grantDto(grant, now, true);
}

/**
 * An entry of the audit trail by the hotel's contact (their login e-mail, no staff id), as the
 * team's changes are recorded (lib/account/team.ts), about one grant.
 */
function auditByContact(
  tx: Prisma.TransactionClient,
  who: { email: string; client: string },
  action: 'remote.granted' | 'remote.revoked' | 'remote.session-ended',
  grant: { id: number; hotelId: number; hotel: { name: string } },
  changes: Record<string, string>,
): Promise<void> {
  return recordAudit(
    {
      actor: { id: null, email: who.email },
      action,
      objectType: 'acceso-remoto',
      objectId: grant.id,
      changes: { hotel: `${grant.hotel.name} (${grant.hotelId})`, ...changes, Por: BY_CONTACT },
      client: who.client,
    },
    tx,
  );
}

/**
 * A grant is for one of the hotel's own cases. Another hotel's case and one that does not exist
 * get the same answer, so a case number tells nothing about other hotels.
 */
async function checkCaseOfHotel(caseId: number, hotelId: number): Promise<void> {
  const found = await db().supportCase.findUnique({ where: { id: caseId }, select: { hotelId: true } });
  if (found?.hotelId !== hotelId) throw invalid('invalid-case', `El caso nº ${caseId} no es de este hotel.`);
}

/**
 * Revokes a grant in force: from now no session may be logged on it, and the sessions still open on
 * it end now (no later: the access ends with the revocation), in the same transaction, what was
 * logged of them kept as it was. Audited (the revocation, and each session's end as a session end
 * is); each session closed mails the hotel's billing contacts as its end by staff would
 * (remote-mails.ts). Answers the grant as it is then.
 */
export async function revokeRemoteAccess(
  session: Session,
  grantId: number,
  client: string,
  now = new Date(),
): Promise<RemoteGrantDto> {
  const found = await db().remoteGrant.findUnique({ where: { id: grantId }, select: { hotelId: true } });
  // A grant of a hotel the user is no contact of is as unknown as one that does not exist.
  await requireGrantor(session, found ? found.hotelId : null);
  const email = await sessionEmail(session);
  const done = await changeWithMail(
    async (tx) => {
      // The grant's lock, as staff's session log takes it: a session logged or closed at the same
      // moment comes before (and is closed here) or after (and finds the grant revoked).
      await lockRemoteGrant(tx, grantId);
      // Only a grant still in force changes, once: two revocations at once keep the first one's record.
      const { count } = await tx.remoteGrant.updateMany({
        where: { id: grantId, revokedAt: null, endsAt: { gt: now } },
        data: { revokedAt: now, revokedById: session.userId, revokedByEmail: email },
      });
      if (count === 0) throw refusals.of('conflict', 'not-in-force', 'Este permiso ya no está en vigor.');
      const grant = await tx.remoteGrant.findUniqueOrThrow({
        where: { id: grantId },
        include: { ...withCase, hotel: { select: { name: true } } },
      });
      const open = await tx.remoteSession.findMany({
        where: { grantId, endedAt: null },
        orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
      });
      const closed: RemoteSession[] = [];
      for (const s of open) {
        // A session logged with a start a few seconds ahead of this clock ends when it started.
        const endedAt = s.startedAt > now ? s.startedAt : now;
        await tx.remoteSession.update({ where: { id: s.id }, data: { endedAt } });
        closed.push({ ...s, endedAt });
        await auditByContact(tx, { email, client }, 'remote.session-ended', grant, {
          sesión: String(s.id),
          técnico: s.technician,
          fin: endedAt.toISOString(),
          motivo: 'permiso revocado',
        });
      }
      await auditByContact(tx, { email, client }, 'remote.revoked', grant, {
        revocado: now.toISOString(),
        ...(closed.length ? { 'sesiones cerradas': closed.map((s) => s.id).join(', ') } : {}),
      });
      return { grant, closed, to: closed.length ? await remoteMailRecipients(tx, grant.hotelId) : [] };
    },
    ({ grant, closed, to }) =>
      closed.flatMap((s) =>
        remoteSessionMails(
          to,
          {
            hotelId: grant.hotelId,
            hotelName: grant.hotel.name,
            technician: s.technician,
            startedAt: s.startedAt,
            endedAt: s.endedAt,
            whatWasDone: s.whatWasDone,
            accessEndsAt: accessEnd(grant),
            accessOpen: false,
            revokedBy: email,
          },
          'ended',
        ),
      ),
  );
  return grantDto(done.grant, now, true);
}
