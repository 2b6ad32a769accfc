// Remote access, the customer's side: a hotel's billing contact (type 1) grants the vendor's
// technicians remote access for 1–14 days, optionally for one support case, with a note, and may
// revoke it at any time; every contact of the hotel (types 1 and 2) sees the grants in force, the
// past ones and the log of the sessions staff recorded on them. Authorised from the session on
// every call: a hotel the user is no contact of is unknown (404), a type 2 contact may look but not
// grant or revoke (403). Answers in the contract's style (Spanish keys, ISO dates); a refusal is
// thrown as an HttpError with its code and Spanish sentence.
import 'server-only';
import { BILLING_CONTACT_TYPE } from '@/lib/account/types';
import { sessionEmail, type Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import type { RemoteGrant, RemoteSession } from '@/lib/generated/prisma/client';
import {
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

/** The session user's billing contact at the hotel, or the refusal: 404 no contact, 403 not billing. */
async function requireGrantor(session: Session, hotelId: number | null): Promise<number> {
  const type = hotelId === null ? null : await contactTypeAt(session, hotelId);
  if (hotelId === null || type === null) throw refusals.notFound();
  if (type !== BILLING_CONTACT_TYPE)
    throw refusals.of(
      'forbidden',
      'forbidden',
      'Solo el contacto de administración y facturación del hotel puede conceder o revocar el acceso remoto.',
    );
  return hotelId;
}

/** A value of the grant refused: its code names the form's field (GRANT_REFUSAL_FIELDS). */
const invalid = (code: GrantRefusalCode, message: string) => refusals.of('invalid', code, message);

/** Grants remote access to the hotel from now for the days asked (1–14, 7 when not given). */
export async function grantRemoteAccess(
  session: Session,
  input: GrantRequest,
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
  const grant = await db().remoteGrant.create({
    data: {
      hotelId,
      grantedById: session.userId,
      grantedByEmail: await sessionEmail(session),
      ...grantWindow(now, days),
      caseId,
      note,
    },
    include: withCase,
  });
  return grantDto(grant, now, true);
}

/**
 * A grant is for one of the hotel's own cases. Another hotel's case and one that does not exist
 * get the same answer, so a case number tells nothing about other hotels.
 */
async function checkCaseOfHotel(caseId: number, hotelId: number): Promise<void> {
  const found = await db().supportCase.findUnique({ where: { id: caseId }, select: { hotelId: true } });
  if (found?.hotelId !== hotelId) throw invalid('invalid-case', `El caso nº ${caseId} no es de este hotel.`);
}

/** Revokes a grant in force: from now no session may be logged on it. Answers the grant as it is then. */
export async function revokeRemoteAccess(session: Session, grantId: number, now = new Date()): Promise<RemoteGrantDto> {
  const grant = await db().remoteGrant.findUnique({ where: { id: grantId }, select: { hotelId: true } });
  // A grant of a hotel the user is no contact of is as unknown as one that does not exist.
  await requireGrantor(session, grant ? grant.hotelId : null);
  // Only a grant still in force changes, once: two revocations at once keep the first one's record.
  const { count } = await db().remoteGrant.updateMany({
    where: { id: grantId, revokedAt: null, endsAt: { gt: now } },
    data: { revokedAt: now, revokedById: session.userId, revokedByEmail: await sessionEmail(session) },
  });
  if (count === 0) throw refusals.of('conflict', 'not-in-force', 'Este permiso ya no está en vigor.');
  return grantDto(await db().remoteGrant.findUniqueOrThrow({ where: { id: grantId }, include: withCase }), now, true);
}
