// Remote access, the back office's side (Soporte técnico, Atención al cliente, Administración):
// the grants in force per hotel and the recent ones, one grant with its sessions, and the session
// log: a technician's session is recorded only while a grant is in force for the hotel at its
// start, and ends no later than the access did (lib/support/remote-window.ts says why not, in
// Spanish, and how the form's minute is read); a member has at most one open session on a grant
// (another member may have theirs at the same time). Every write is audited and tells the hotel's billing contacts by mail, queued once
// with the change: a session logged with its end, one mail saying both; an open one, "started"
// now and "ended" when it is closed (only the close that ends it mails), by staff here or by the
// customer's revocation of the grant (lib/support/remote-access.ts), which ends it then.
import 'server-only';
import { audit, type Operator } from '@/lib/account/staff/audit';
import { changedFields } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { briefCount } from '@/lib/db/brief-count';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { FormAnswer } from '@/lib/http/answer';
import { keysetPage, keysetQuery, type Cursor, type KeyField, type KeysetPage } from '@/lib/http/keyset';
import { idParam, listParams } from '@/lib/http/list-params';
import { changeWithMail } from '@/lib/mail/queue';
import { madridLocalToDate } from '@/lib/news/madrid-time';
import { lockRemoteGrant } from '../remote-lock';
import { remoteMailRecipients, remoteSessionMails } from '../remote-mails';
import {
  accessEnd,
  activeAt,
  SESSION_TEXT_MAX,
  sessionEndRefusal,
  sessionRefusal,
  storedSessionEnd,
  storedSessionStart,
} from '../remote-window';

export const RECENT_PAGE_SIZE = 25;
/** What the grant's page says under a session once it is closed (the close's answer says it too). */
export const SESSION_CLOSED = 'Sesión cerrada; se ha avisado al hotel.';
/** The refusal of a second open session of the same member on the same grant. */
export const SESSION_ALREADY_OPEN = 'Ya tienes una sesión abierta en este permiso: ciérrala antes de abrir otra.';
/** Grants in force shown at most (one or two per hotel that asked for help). */
export const ACTIVE_SHOWN = 200;
/** A grant's sessions shown at most, newest first. */
export const GRANT_SESSIONS_SHOWN = 200;
const TECHNICIAN_MAX = 100;

const hotelName = { hotel: { select: { id: true, name: true } } } as const;
export type GrantRow = Prisma.RemoteGrantGetPayload<{ include: typeof hotelName }>;

/** The grants in force now, those ending soonest first (along the index on endsAt). */
export async function activeGrants(now = new Date()): Promise<GrantRow[]> {
  return db().remoteGrant.findMany({
    where: { endsAt: { gt: now }, revokedAt: null, startsAt: { lte: now } },
    orderBy: [{ endsAt: 'asc' }, { id: 'asc' }],
    take: ACTIVE_SHOWN,
    include: hotelName,
  });
}

/** The recent grants' filter: one hotel (`hotel`, its id) or all. */
export const recentGrantsFrom = listParams({ hotel: idParam }, (p) => ({ hotelId: p.hotel }));

const RECENT_KEYS: KeyField[] = [
  { field: 'createdAt', kind: 'time' },
  { field: 'id', kind: 'int' },
];

export interface RecentGrants extends KeysetPage<GrantRow> {
  total: number;
}

/** Grants newest first, 25 a page by position, of one hotel or all (indexes (hotelId, createdAt, id) and (createdAt, id)). */
export async function recentGrants(filter: { hotelId?: number }, cursor?: Cursor): Promise<RecentGrants> {
  const where: Prisma.RemoteGrantWhereInput = filter.hotelId === undefined ? {} : { hotelId: filter.hotelId };
  const q = keysetQuery(RECENT_KEYS, cursor, RECENT_PAGE_SIZE);
  const [fetched, total] = await Promise.all([
    db().remoteGrant.findMany({
      where: q.where ? { AND: [where, q.where as Prisma.RemoteGrantWhereInput] } : where,
      orderBy: q.orderBy,
      take: q.take,
      include: hotelName,
    }),
    briefCount(`remote-grants:${filter.hotelId ?? 'all'}`, () => db().remoteGrant.count({ where })),
  ]);
  return { ...keysetPage(fetched, q, RECENT_PAGE_SIZE, (g) => [g.createdAt, g.id]), total };
}

/** A hotel's id and name (the filtered list's heading), or null. */
export function hotelNamed(id: number) {
  return db().hotel.findUnique({ where: { id }, select: { id: true, name: true } });
}

/** One grant with its hotel and its sessions (newest first), or null. */
export async function grantDetail(id: number) {
  return db().remoteGrant.findUnique({
    where: { id },
    include: {
      ...hotelName,
      sessions: { orderBy: [{ startedAt: 'desc' }, { id: 'desc' }], take: GRANT_SESSIONS_SHOWN },
    },
  });
}

type Form = Record<string, string | undefined>;

/**
 * The grant's row, locked until the transaction ends (lib/support/remote-lock.ts), so a revocation
 * (which closes the grant's open sessions) and a session logged or closed at the same moment, or
 * two sessions logged at once, take turns: what the second reads (the grant, the member's open
 * session, whether a session is still open) is what the first left.
 */
async function lockedGrant(tx: Prisma.TransactionClient, id: number) {
  await lockRemoteGrant(tx, id);
  return tx.remoteGrant.findUnique({ where: { id }, include: hotelName });
}

function timeOf(raw: string | undefined): Date | null {
  return raw ? madridLocalToDate(raw) : null;
}

class Refusal extends Error {}

/**
 * Records a session on grant `grantId`: form `tecnico`, `inicio` and optional `fin` (Madrid time,
 * datetime-local, to the minute: stored as remote-window.ts's storedSessionStart/End say), `trabajo`.
 * An open one (no `fin`) is refused while the same member has one open on the grant.
 */
export async function logRemoteSession(
  who: Operator & { actor: { id: number; email: string } },
  grantId: number,
  form: Form,
  now = new Date(),
): Promise<FormAnswer | null> {
  const technician = (form.tecnico ?? '').trim();
  const work = (form.trabajo ?? '').trim();
  const start = timeOf(form.inicio);
  const end = form.fin ? timeOf(form.fin) : null;
  if (!technician) return { ok: false, message: 'Indica el técnico.' };
  if (technician.length > TECHNICIAN_MAX)
    return { ok: false, message: `El nombre del técnico admite como mucho ${TECHNICIAN_MAX} caracteres.` };
  if (!start) return { ok: false, message: 'Indica el inicio (fecha y hora).' };
  if (form.fin && !end) return { ok: false, message: 'El fin no es una fecha y hora válida.' };
  if (work.length > SESSION_TEXT_MAX)
    return { ok: false, message: `Lo hecho admite como mucho ${SESSION_TEXT_MAX} caracteres.` };
  if (end && !work) return { ok: false, message: 'Indica qué se hizo en la sesión.' };
  try {
    const logged = await changeWithMail(
      async (tx) => {
        const grant = await lockedGrant(tx, grantId);
        if (!grant) return null;
        const refusal = sessionRefusal(grant, start, end, now);
        if (refusal) throw new Refusal(refusal);
        const startedAt = storedSessionStart(grant, start);
        const endedAt = end && storedSessionEnd(startedAt, end);
        // One open session per member and grant: the grant's lock makes a second submission at the
        // same moment wait for this one and find it here.
        if (
          !endedAt &&
          (await tx.remoteSession.findFirst({
            where: { grantId, staffId: who.actor.id, endedAt: null },
            select: { id: true },
          }))
        )
          throw new Refusal(SESSION_ALREADY_OPEN);
        const session = await tx.remoteSession.create({
          data: {
            grantId,
            hotelId: grant.hotelId,
            staffId: who.actor.id,
            staffEmail: who.actor.email,
            technician,
            startedAt,
            endedAt,
            whatWasDone: work,
          },
        });
        await audit(
          who,
          {
            action: 'remote.session-logged',
            objectType: 'acceso-remoto',
            objectId: grantId,
            changes: {
              hotel: `${grant.hotel.name} (${grant.hotelId})`,
              sesión: String(session.id),
              técnico: technician,
              inicio: startedAt.toISOString(),
              ...(endedAt ? { fin: endedAt.toISOString() } : {}),
            },
          },
          tx,
        );
        return { grant, session, to: await remoteMailRecipients(tx, grant.hotelId) };
      },
      (done) =>
        done &&
        remoteSessionMails(
          done.to,
          {
            hotelId: done.grant.hotelId,
            hotelName: done.grant.hotel.name,
            technician,
            startedAt: done.session.startedAt,
            endedAt: done.session.endedAt,
            whatWasDone: work,
            accessEndsAt: accessEnd(done.grant),
            accessOpen: activeAt(done.grant, now),
          },
          end ? 'both' : 'started',
        ),
    );
    if (!logged) return null;
    return {
      ok: true,
      message: end
        ? 'Sesión registrada; se ha avisado al hotel.'
        : 'Sesión abierta; se ha avisado al hotel de su inicio.',
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message, kind: 'conflict' };
    throw error;
  }
}

/**
 * Closes an open session: form `fin` (Madrid time) and `trabajo`, what was done (the form offers
 * what was logged when it opened; a change to it is audited before → after).
 */
export async function closeRemoteSession(
  who: Operator,
  sessionId: number,
  form: Form,
  now = new Date(),
): Promise<FormAnswer | null> {
  const end = timeOf(form.fin);
  const work = (form.trabajo ?? '').trim();
  if (!end) return { ok: false, message: 'Indica el fin (fecha y hora).' };
  if (!work) return { ok: false, message: 'Indica qué se hizo en la sesión.' };
  if (work.length > SESSION_TEXT_MAX)
    return { ok: false, message: `Lo hecho admite como mucho ${SESSION_TEXT_MAX} caracteres.` };
  const found = await db().remoteSession.findUnique({ where: { id: sessionId }, select: { grantId: true } });
  if (!found) return null;
  try {
    await changeWithMail(
      async (tx) => {
        const grant = (await lockedGrant(tx, found.grantId))!;
        const session = await tx.remoteSession.findUniqueOrThrow({ where: { id: sessionId } });
        if (session.endedAt) throw new Refusal('Esta sesión ya está cerrada.');
        const refusal = sessionEndRefusal(grant, session.startedAt, end, now);
        if (refusal) throw new Refusal(refusal);
        const endedAt = storedSessionEnd(session.startedAt, end);
        // Only the close that ends it counts (and mails): a second one at the same moment finds it closed.
        const { count } = await tx.remoteSession.updateMany({
          where: { id: sessionId, endedAt: null },
          data: { endedAt, whatWasDone: work },
        });
        if (count === 0) throw new Refusal('Esta sesión ya está cerrada.');
        await audit(
          who,
          {
            action: 'remote.session-ended',
            objectType: 'acceso-remoto',
            objectId: grant.id,
            changes: {
              sesión: String(sessionId),
              fin: endedAt.toISOString(),
              ...changedFields({ 'qué se hizo': session.whatWasDone }, { 'qué se hizo': work }),
            },
          },
          tx,
        );
        return {
          to: await remoteMailRecipients(tx, grant.hotelId),
          mail: {
            hotelId: grant.hotelId,
            hotelName: grant.hotel.name,
            technician: session.technician,
            startedAt: session.startedAt,
            endedAt,
            whatWasDone: work,
            accessEndsAt: accessEnd(grant),
            accessOpen: activeAt(grant, now),
          },
        };
      },
      (done) => remoteSessionMails(done.to, done.mail, 'ended'),
    );
    return { ok: true, message: SESSION_CLOSED };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message, kind: 'conflict' };
    throw error;
  }
}
