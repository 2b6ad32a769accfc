// The hotel's side of the support cases (/micuenta?pestana=soporte, /micuenta/soporte/<id> and
// /api/cuenta/soporte/…): list, open, read, reply, close, reopen, rate, follow and unfollow. Every call is authorised
// from the session (access.ts: the user's contacts of the case's hotel; invoice-linked cases for
// billing contacts only; anything else 404), every change is one transaction with the state
// history the response targets read (CaseStateChange) and the mails it sends (mails.ts).
// The back office's side (lib/support/staff/) writes staff replies and state changes through
// `recordStateChange`, `attachFiles` and `caseMails` here, so the history and the mails have one
// source; every change keeps the case's place in the staff queue (queue-keys.ts).
import 'server-only';
import { recordAudit } from '@/lib/audit/trail';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { deleteFile, markFilesAttached, type StoredFileInfo } from '@/lib/files';
import { refusals } from '@/lib/http/errors';
import { consume, type LimitRule } from '@/lib/http/rate-limit';
import { keysetPage, keysetQuery, type KeyField } from '@/lib/http/keyset';
import { choiceParam, idParam, listParams } from '@/lib/http/list-params';
import { changeWithMail } from '@/lib/mail/queue';
import { compareSpanish } from '@/lib/format/intl';
import { caseForSession, hotelSeats, seatAt, type HotelSeat } from './access';
import { FINISHED_STATES, REOPEN_DAYS, STATES, type CaseState, type Category, type Priority } from './fields';
import { objectivesOf } from './case-objectives';
import { mayFollow } from './followers';
import { caseMails, type CaseEvent } from './mails';
import { refreshQueueKeys } from './queue-keys';
import type { CaseObjectiveDto } from './objective';
import { checked, followSchema, openCaseSchema, replySchema, stateSchema, type StateAction } from './schemas';
import { uploaderOf, type CaseSubmission } from './submission';
import type {
  CaseAttachmentDto,
  CaseContactDto,
  CaseDto,
  CaseListDto,
  CaseMessageDto,
  CaseWithMessagesDto,
} from './types';

/** Cases a page of the list holds. */
export const CASE_PAGE_SIZE = 20;

const DAY_MS = 86_400_000;

const caseColumns = {
  id: true,
  hotelId: true,
  openedByName: true,
  category: true,
  productArea: true,
  priority: true,
  state: true,
  subject: true,
  description: true,
  handlerId: true,
  invoiceId: true,
  createdAt: true,
  updatedAt: true,
  firstResponseAt: true,
  resolvedAt: true,
  closedAt: true,
  rating: true,
  ratingComment: true,
  hotel: { select: { name: true } },
} as const satisfies Prisma.SupportCaseSelect;
type CaseRow = Prisma.SupportCaseGetPayload<{ select: typeof caseColumns }>;

/** The customer may reopen a case resolved less than REOPEN_DAYS ago (also once they closed it). */
export function canReopen(c: { state: string; resolvedAt: Date | null }, now = new Date()): boolean {
  return (
    FINISHED_STATES.includes(c.state as CaseState) &&
    c.resolvedAt !== null &&
    now.getTime() - c.resolvedAt.getTime() <= REOPEN_DAYS * DAY_MS
  );
}

/** A rating is given to a case that was resolved (and not reopened since). */
function canRate(c: { state: string; resolvedAt: Date | null }): boolean {
  return FINISHED_STATES.includes(c.state as CaseState) && c.resolvedAt !== null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The handlers' names, read at once for a page of cases (no relation: StaffUser ids). */
async function handlerNames(ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map();
  const staff = await db().staffUser.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
  return new Map(staff.map((s) => [s.id, s.name || 'Equipo de soporte']));
}

function caseDto(c: CaseRow, handlers: Map<number, string>, objective: CaseObjectiveDto, now: Date): CaseDto {
  return {
    id: c.id,
    id_hotel: c.hotelId,
    hotel: c.hotel.name,
    asunto: c.subject,
    descripcion: c.description,
    categoria: c.category as Category,
    area: c.productArea,
    prioridad: c.priority as Priority,
    estado: c.state as CaseState,
    fecha: c.createdAt.toISOString(),
    actualizado: c.updatedAt.toISOString(),
    primera_respuesta: iso(c.firstResponseAt),
    resuelto: iso(c.resolvedAt),
    cerrado: iso(c.closedAt),
    abierto_por: c.openedByName,
    responsable: c.handlerId === null ? null : (handlers.get(c.handlerId) ?? 'Equipo de soporte'),
    id_factura: c.invoiceId,
    valoracion: c.rating,
    comentario_valoracion: c.ratingComment,
    reabrible: canReopen(c, now),
    objetivo: objective,
  };
}

// ---------------------------------------------------------------------------------------------
// The list

const STATE_VALUES = STATES.map((s) => s.value);

/** The list's address: `?hotel=` (an id_hotel of the user's), `?estado=`, `?pos=` (the page's position). */
export const caseListFrom = listParams({ hotel: idParam, estado: choiceParam(STATE_VALUES) }, (p) => ({
  hotel: p.hotel,
  estado: p.estado,
}));

/** Newest first; `id` breaks ties (the index (hotelId[, state], createdAt, id) holds this order). */
const CASE_KEYS: readonly KeyField[] = [
  { field: 'createdAt', kind: 'time' },
  { field: 'id', kind: 'int' },
];

/**
 * One page of the cases of the session's hotels (or of the one `?hotel=` names: 404 when it is not
 * the user's), newest first, by keyset. Each hotel's cases are read along its own index, a page at
 * most, and the pages merged: a user's hotels are few, and no query sorts or scans the table.
 */
export async function listCases(
  session: Session,
  params: URLSearchParams,
  pageSize = CASE_PAGE_SIZE,
): Promise<CaseListDto> {
  const { filter, cursor } = caseListFrom(params);
  const seats = await hotelSeats(session);
  const chosen = filter.hotel === undefined ? seats : seats.filter((s) => s.hotelId === filter.hotel);
  if (filter.hotel !== undefined && chosen.length === 0) throw refusals.notFound();
  const query = keysetQuery(CASE_KEYS, cursor, pageSize);
  const perHotel = await Promise.all(
    chosen.map((seat) =>
      db().supportCase.findMany({
        where: {
          AND: [
            { hotelId: seat.hotelId },
            ...(filter.estado ? [{ state: filter.estado }] : []),
            ...(seat.billing ? [] : [{ invoiceId: null }]),
            ...(query.where ? [query.where as Prisma.SupportCaseWhereInput] : []),
          ],
        },
        orderBy: query.orderBy as Prisma.SupportCaseOrderByWithRelationInput[],
        take: query.take,
        select: caseColumns,
      }),
    ),
  );
  const up = query.orderBy[0]?.createdAt === 'asc';
  const merged = perHotel
    .flat()
    .sort((a, b) => (b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id) * (up ? -1 : 1))
    .slice(0, query.take);
  const page = keysetPage(merged, query, pageSize, (c) => [c.createdAt, c.id]);
  const now = new Date();
  const [handlers, objectives] = await Promise.all([
    handlerNames(page.rows.map((c) => c.handlerId)),
    objectivesOf(page.rows, now),
  ]);
  return {
    casos: page.rows.map((c) => caseDto(c, handlers, objectives.get(c.id)!, now)),
    siguiente: page.next ?? null,
    ...(filter.hotel !== undefined ? { contactos: await hotelContactsOf(filter.hotel) } : {}),
  };
}

/** The contacts of a hotel (authorised by the caller), whom a new case may notify. */
async function hotelContactsOf(hotelId: number): Promise<CaseContactDto[]> {
  const contacts = await db().hotelContact.findMany({
    where: { hotelId, user: { disabledAt: null } },
    select: { id: true, name: true },
  });
  // A hotel's few contacts, put in order here (read along the index on the hotel).
  return contacts.sort((a, b) => a.id - b.id).map((c) => ({ id: c.id, nombre: c.name }));
}

/** The contacts of one of the session's hotels (404 otherwise): the "notify" choice of the form. */
export async function caseContacts(session: Session, hotelId: number): Promise<CaseContactDto[]> {
  await seatAt(session, hotelId);
  return hotelContactsOf(hotelId);
}

// ---------------------------------------------------------------------------------------------
// One case

async function readCase(session: Session, caseId: number) {
  return caseForSession(session, () => db().supportCase.findUnique({ where: { id: caseId }, select: caseColumns }));
}

/** The names of the hotel's contacts among these users, by user (a user no longer a contact: none). */
async function contactNames(hotelId: number, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const contacts = await db().hotelContact.findMany({
    where: { hotelId, userId: { in: [...userIds] } },
    select: { userId: true, name: true },
  });
  return new Map(contacts.map((c) => [c.userId, c.name]));
}

/** Who closed a closed case (its last change into `cerrada`): the contact's name or the technician's. */
async function closerOf(c: CaseRow): Promise<string | null> {
  if (c.state !== 'cerrada') return null;
  const change = await db().caseStateChange.findFirst({
    where: { caseId: c.id, to: 'cerrada' },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    select: { byUserId: true, byStaffId: true },
  });
  if (change?.byUserId != null) return (await contactNames(c.hotelId, [change.byUserId])).get(change.byUserId) ?? null;
  if (change?.byStaffId != null) return (await handlerNames([change.byStaffId])).get(change.byStaffId) ?? null;
  return null;
}

/**
 * The case's followers' names (in alphabetical order) and whether `userId` is one: those who may
 * follow it (./followers.ts), as its mails go to, each by their name as the hotel's contact.
 */
async function followersOf(c: CaseRow, userId: number): Promise<{ seguidores: string[]; sigo: boolean }> {
  const rows = await db().caseFollower.findMany({
    where: { caseId: c.id, user: mayFollow(c) },
    select: { userId: true },
  });
  const names = await contactNames(
    c.hotelId,
    rows.map((r) => r.userId),
  );
  return {
    seguidores: [...names.values()].sort(compareSpanish),
    sigo: rows.some((r) => r.userId === userId),
  };
}

async function withMessages(c: CaseRow, userId: number): Promise<CaseWithMessagesDto> {
  const [messages, attachments, following, closer] = await Promise.all([
    db().caseMessage.findMany({
      where: { caseId: c.id, internal: false },
      orderBy: { id: 'asc' },
      select: { id: true, authorName: true, authorStaffId: true, text: true, createdAt: true },
    }),
    // The case's attachments at once, along (caseId, id); an internal note's are dropped below.
    db().caseAttachment.findMany({
      where: { caseId: c.id },
      orderBy: { id: 'asc' },
      select: { id: true, messageId: true, file: { select: { name: true, size: true, type: true } } },
    }),
    followersOf(c, userId),
    closerOf(c),
  ]);
  const byMessage = new Map<number | null, CaseAttachmentDto[]>();
  for (const a of attachments) {
    const list = byMessage.get(a.messageId) ?? [];
    list.push({ id: a.id, nombre: a.file.name, tamano: a.file.size, tipo: a.file.type });
    byMessage.set(a.messageId, list);
  }
  const now = new Date();
  const [handlers, objectives] = await Promise.all([handlerNames([c.handlerId]), objectivesOf([c], now)]);
  return {
    ...caseDto(c, handlers, objectives.get(c.id)!, now),
    adjuntos: byMessage.get(null) ?? [],
    mensajes: messages.map((m): CaseMessageDto => ({
      id: m.id,
      autor: m.authorName || (m.authorStaffId !== null ? 'Equipo de soporte' : 'Cliente'),
      de: m.authorStaffId !== null ? 'soporte' : 'cliente',
      texto: m.text,
      fecha: m.createdAt.toISOString(),
      adjuntos: byMessage.get(m.id) ?? [],
    })),
    ...following,
    cerrado_por: closer,
  };
}

/** A case with its thread (staff's internal notes left out), oldest message first. */
export async function getCase(session: Session, caseId: number): Promise<CaseWithMessagesDto> {
  const { found } = await readCase(session, caseId);
  return withMessages(found, session.userId);
}

/**
 * Writes a change of state into the case's history and onto the case (with the moments it
 * stamps), inside the caller's transaction. For the customer's side here and the back office's.
 */
export async function recordStateChange(
  tx: Prisma.TransactionClient,
  caseId: number,
  from: CaseState,
  to: CaseState,
  by: { userId?: number; staffId?: number },
  now = new Date(),
): Promise<void> {
  if (from === to) return;
  await tx.caseStateChange.create({
    data: { caseId, from, to, at: now, byUserId: by.userId ?? null, byStaffId: by.staffId ?? null },
  });
  const stamps: Prisma.SupportCaseUpdateInput = { state: to };
  if (to === 'resuelta') stamps.resolvedAt = now;
  if (to === 'cerrada') stamps.closedAt = now;
  if (!FINISHED_STATES.includes(to)) Object.assign(stamps, { resolvedAt: null, closedAt: null });
  // A case that was resolved keeps its resolution moment when the customer then closes it.
  if (to === 'cerrada' && from === 'resuelta') delete stamps.resolvedAt;
  await tx.supportCase.update({ where: { id: caseId }, data: stamps });
  await refreshQueueKeys(tx, caseId);
}

/** Runs a change of the case with its mails (one outbox row per recipient), answering the case as it is after. */
async function changeCase(
  session: Session,
  caseId: number,
  change: (tx: Prisma.TransactionClient) => Promise<CaseEvent | null>,
): Promise<CaseWithMessagesDto> {
  await changeWithMail(
    async (tx) => {
      const event = await change(tx);
      return event ? caseMails(tx, caseId, event) : [];
    },
    (mails) => mails,
  );
  return getCase(session, caseId);
}

// ---------------------------------------------------------------------------------------------
// What the customer does

/** Opens a case at one of the session's hotels; the opener and the contacts named follow it. */
export async function openCase(session: Session, submission: CaseSubmission): Promise<CaseWithMessagesDto> {
  return keepingFiles(submission.files, () => open(session, submission));
}

async function open(session: Session, { fields, files }: CaseSubmission): Promise<CaseWithMessagesDto> {
  const input = checked(openCaseSchema, fields);
  const seat = await seatAt(session, input.id_hotel);
  if (input.id_factura !== undefined) await checkInvoice(seat, input.id_factura, input.categoria);
  // The contacts to notify are ids of this hotel's contacts; another id is refused, not dropped.
  const chosen = input.notificar.length
    ? await db().hotelContact.findMany({
        where: { id: { in: input.notificar }, hotelId: seat.hotelId },
        select: { id: true, userId: true },
      })
    : [];
  if (chosen.length !== new Set(input.notificar).size)
    throw refusals.of('invalid', 'bad-request', 'Solo puedes avisar a contactos de este hotel.');
  const followers = [...new Set([session.userId, ...chosen.map((c) => c.userId)])];
  const created = await changeWithMail(
    async (tx) => {
      const c = await tx.supportCase.create({
        data: {
          hotelId: seat.hotelId,
          openedById: session.userId,
          openedByName: seat.name,
          category: input.categoria,
          productArea: input.area,
          priority: input.prioridad,
          subject: input.asunto,
          description: input.descripcion,
          invoiceId: input.id_factura ?? null,
          followers: { create: followers.map((userId) => ({ userId })) },
        },
        select: { id: true },
      });
      await attachFiles(tx, uploaderOf(session), c.id, null, files);
      await refreshQueueKeys(tx, c.id);
      return { id: c.id, mails: await caseMails(tx, c.id, { kind: 'opened', by: seat.name }) };
    },
    (r) => r.mails,
  );
  return getCase(session, created.id);
}

// ---------------------------------------------------------------------------------------------
// Attachments (read into the file store by submission.ts before the service runs)

/**
 * Links the uploaded files to the case (and the message, or null for the opening) and marks them
 * attached, in the transaction that writes the message: both or neither. Only the uploader's own
 * files attach (markFilesAttached checks the owner): the session's, or a staff member's.
 */
export async function attachFiles(
  tx: Prisma.TransactionClient,
  owner: string,
  caseId: number,
  messageId: number | null,
  files: readonly StoredFileInfo[],
): Promise<void> {
  if (files.length === 0) return;
  await markFilesAttached(
    tx,
    files.map((f) => f.id),
    { owner },
  );
  await tx.caseAttachment.createMany({ data: files.map((f) => ({ caseId, messageId, fileId: f.id })) });
}

/**
 * The stored file of an attachment the session may read: one of a case of the user's hotels (under
 * the case's own rule, access.ts), never of a staff internal note; 404 otherwise.
 */
export async function attachmentFile(session: Session, attachmentId: number): Promise<number> {
  const { found } = await caseForSession(session, async () => {
    const a = await db().caseAttachment.findUnique({
      where: { id: attachmentId },
      select: {
        fileId: true,
        message: { select: { internal: true } },
        supportCase: { select: { hotelId: true, invoiceId: true } },
      },
    });
    if (!a || a.message?.internal) return null;
    return { fileId: a.fileId, ...a.supportCase };
  });
  return found.fileId;
}

/** Deletes the files a refused submission brought, those not attached (the orphan cleanup would, later). */
async function discard(files: readonly StoredFileInfo[]): Promise<void> {
  if (files.length === 0) return;
  const loose = await db().storedFile.findMany({
    where: { id: { in: files.map((f) => f.id) }, attachedAt: null, deletedAt: null },
    select: { id: true },
  });
  for (const f of loose) await deleteFile(f.id).catch(() => undefined);
}

/** Runs `work`; when it is refused, the files uploaded with it go at once. */
export async function keepingFiles<T>(files: readonly StoredFileInfo[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await discard(files);
    throw error;
  }
}

/** An invoice a case asks about: the hotel's own, seen by a billing contact, in a facturación case. */
async function checkInvoice(seat: HotelSeat, invoiceId: number, category: Category): Promise<void> {
  if (category !== 'facturacion')
    throw refusals.of('invalid', 'bad-request', 'Una duda sobre una factura va en la categoría facturacion.');
  const invoice = seat.billing
    ? await db().invoice.findFirst({ where: { id: invoiceId, hotelId: seat.hotelId }, select: { id: true } })
    : null;
  if (!invoice) throw refusals.notFound();
}

/** The invoice a case may be asked about from its row, or null (not the user's to see). */
export async function caseInvoice(
  session: Session,
  invoiceId: number,
): Promise<{ id: number; numero: string; id_hotel: number } | null> {
  const invoice = await db().invoice.findUnique({
    where: { id: invoiceId },
    select: { id: true, number: true, hotelId: true },
  });
  if (!invoice) return null;
  const seat = (await hotelSeats(session)).find((s) => s.hotelId === invoice.hotelId);
  return seat?.billing ? { id: invoice.id, numero: invoice.number, id_hotel: invoice.hotelId } : null;
}

/** A unique key refused the row (another request wrote it first), on either engine's client. */
const isUniqueClash = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/** Follow and unfollow calls of one user (each change is an audit entry): a burst is refused. */
export const followRule: LimitRule = { name: 'case-follow', points: 60, durationSeconds: 3600 };

/**
 * The session's contact follows the case (`seguir`: true) or stops following it: mailed each staff
 * reply and state change from now, or no longer. The case must be one the session sees (its hotel's,
 * an invoice-linked one for billing contacts only: 404 otherwise, as every call here); a change is
 * noted in the audit trail, none when nothing changes (also when two same requests cross: the
 * write that finds its work done changes nothing). At most `followRule` calls a user (429 beyond).
 */
export async function followCase(
  session: Session,
  caseId: number,
  fields: Record<string, unknown>,
  client = '',
): Promise<CaseWithMessagesDto> {
  const { seguir } = checked(followSchema, fields);
  const { seat } = await readCase(session, caseId);
  // Counted before anything is written, atomically (lib/http/rate-limit.ts).
  if (!(await consume(followRule, String(session.userId))).allowed)
    throw refusals.tooMany('Has cambiado muchas veces qué casos sigues: inténtalo de nuevo dentro de un rato.');
  const key = { caseId, userId: session.userId };
  try {
    await db().$transaction(async (tx) => {
      let changed: boolean;
      if (seguir) {
        // Two requests at once may both find no row: the second create fails on the key (P2002,
        // caught below), which undoes its transaction, audit entry and all.
        changed =
          (await tx.caseFollower.findUnique({ where: { caseId_userId: key }, select: { userId: true } })) === null;
        if (changed) await tx.caseFollower.create({ data: key, select: { userId: true } });
      } else changed = (await tx.caseFollower.deleteMany({ where: key })).count > 0;
      if (!changed) return;
      const user = await tx.user.findUniqueOrThrow({ where: { id: session.userId }, select: { email: true } });
      await recordAudit(
        {
          actor: { id: null, email: user.email },
          action: seguir ? 'case.followed' : 'case.unfollowed',
          objectType: 'caso',
          objectId: caseId,
          changes: { Hotel: seat.hotelName, Contacto: seat.name },
          client,
        },
        tx,
      );
    });
  } catch (error) {
    if (!(seguir && isUniqueClash(error))) throw error;
  }
  return getCase(session, caseId);
}

const FINISHED_REPLY =
  'El caso está resuelto o cerrado: reábrelo para seguir escribiendo, o abre uno nuevo si han pasado más de 7 días.';

/** A reply of the hotel's side; a case that waited for the customer goes back to the team. */
export async function replyToCase(
  session: Session,
  caseId: number,
  submission: CaseSubmission,
): Promise<CaseWithMessagesDto> {
  return keepingFiles(submission.files, () => reply(session, caseId, submission));
}

async function reply(session: Session, caseId: number, { fields, files }: CaseSubmission) {
  const { texto } = checked(replySchema, fields);
  const { seat } = await readCase(session, caseId);
  return changeCase(session, caseId, async (tx) => {
    // Read again in the transaction: a state changed meanwhile (by staff, elsewhere) counts.
    const { state } = await tx.supportCase.findUniqueOrThrow({ where: { id: caseId }, select: { state: true } });
    if (FINISHED_STATES.includes(state as CaseState)) throw refusals.conflict(FINISHED_REPLY);
    const message = await tx.caseMessage.create({
      data: { caseId, authorUserId: session.userId, authorName: seat.name, text: texto },
      select: { id: true },
    });
    await attachFiles(tx, uploaderOf(session), caseId, message.id, files);
    if (state === 'esperando_cliente')
      await recordStateChange(tx, caseId, 'esperando_cliente', 'en_curso', { userId: session.userId });
    else await tx.supportCase.update({ where: { id: caseId }, data: { updatedAt: new Date() } });
    return { kind: 'customer-reply', by: seat.name };
  });
}

/** Close, reopen (within REOPEN_DAYS of the resolution) or rate (once resolved). */
export async function changeCaseState(
  session: Session,
  caseId: number,
  submission: CaseSubmission,
): Promise<CaseWithMessagesDto> {
  if (submission.files.length > 0) {
    await discard(submission.files);
    throw refusals.of('invalid', 'bad-request', 'Los adjuntos van en un mensaje, no al cambiar el estado del caso.');
  }
  const action: StateAction = checked(stateSchema, submission.fields);
  const { seat } = await readCase(session, caseId);
  return changeCase(session, caseId, async (tx) => {
    const c = await tx.supportCase.findUniqueOrThrow({
      where: { id: caseId },
      select: { state: true, resolvedAt: true, handlerId: true },
    });
    const state = c.state as CaseState;
    const by = { userId: session.userId };
    switch (action.accion) {
      case 'cerrar':
        if (state === 'cerrada') throw refusals.conflict('El caso ya está cerrado.');
        await recordStateChange(tx, caseId, state, 'cerrada', by);
        return { kind: 'customer-state', to: 'cerrada', by: seat.name };
      case 'reabrir': {
        if (!canReopen(c))
          throw refusals.conflict(
            FINISHED_STATES.includes(state)
              ? `Un caso se puede reabrir durante ${REOPEN_DAYS} días desde que se resolvió. Abre uno nuevo y cita este.`
              : 'El caso está abierto: no hace falta reabrirlo.',
          );
        const to: CaseState = c.handlerId === null ? 'nueva' : 'en_curso';
        await recordStateChange(tx, caseId, state, to, by);
        return { kind: 'customer-state', to, by: seat.name };
      }
      case 'valorar':
        if (!canRate(c)) throw refusals.conflict('Podrás valorar el caso cuando esté resuelto.');
        await tx.supportCase.update({
          where: { id: caseId },
          data: { rating: action.valoracion, ratingComment: action.comentario, ratedAt: new Date() },
        });
        return null;
    }
  });
}
