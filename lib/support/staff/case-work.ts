// One support case in the back office (/gestion/soporte/<id>): the whole thread with the staff's
// internal notes, the customer's side (who opened it, the hotel, the invoice, who follows it), both
// response targets, and what staff do to it: reply (with attachments; the first reply stops the
// first-response clock, and an unassigned case becomes the replier's), add an internal note (never
// shown nor mailed to the customer: the customer's reads filter `internal`), assign, change the
// state and the priority, and merge a duplicate into another case of the same hotel. Every change
// is one transaction with its audit entry, its mails (caseMails: the followers get each reply and
// state change) and the case's place in the queue (queue-keys.ts); the audit keeps what changed,
// never a message's text.
import 'server-only';
import { audit, type Operator } from '@/lib/account/staff/audit';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { FormAnswer } from '@/lib/http/answer';
import { refusals } from '@/lib/http/errors';
import { changeWithMail } from '@/lib/mail/queue';
import type { DraftMail } from '@/lib/mail/compose';
import { can } from '@/lib/staff/roles';
import { caseTargets, type CaseTargets } from '../case-clock';
import { attachFiles, keepingFiles, recordStateChange } from '../cases';
import { labelOf, PRIORITIES, STATES, type CaseState, type Priority } from '../fields';
import { caseMails, customerCaseUrl } from '../mails';
import { refreshQueueKeys } from '../queue-keys';
import { checked, replySchema } from '../schemas';
import { staffUploader, type CaseSubmission } from '../submission';
import { loadTargetSettings } from '../target-settings';
import { mergeTarget } from './merge-target';

/** Who does it: the operator (audit) and the staff member's id and name (messages, files). */
export interface CaseWorker extends Operator {
  actor: { id: number; email: string };
  name: string;
}

const STATE_VALUES = STATES.map((s) => s.value) as readonly string[];
const PRIORITY_VALUES = PRIORITIES.map((p) => p.value) as readonly string[];

// ---------------------------------------------------------------------------------------------
// Reading

export interface StaffAttachment {
  id: number;
  name: string;
  size: number;
  type: string;
}

export interface StaffMessage {
  id: number;
  author: string;
  fromStaff: boolean;
  internal: boolean;
  text: string;
  createdAt: Date;
  attachments: StaffAttachment[];
}

/** The remote-access permits shown on a case's page at most (one or two per case in practice). */
export const CASE_GRANTS_SHOWN = 20;

/** The case as the back office shows it, or null when there is none. */
export async function staffCaseDetail(caseId: number, now = new Date()) {
  const c = await db().supportCase.findUnique({
    where: { id: caseId },
    include: {
      hotel: { select: { id: true, name: true, taxId: true } },
      invoice: { select: { id: true, number: true } },
      followers: { select: { user: { select: { id: true, email: true } } } },
      stateChanges: { select: { id: true, from: true, to: true, at: true, byUserId: true, byStaffId: true } },
    },
  });
  if (!c) return null;
  const [messages, attachments, opener, handler, merged, duplicates, grants, settings] = await Promise.all([
    db().caseMessage.findMany({ where: { caseId }, orderBy: { id: 'asc' } }),
    db().caseAttachment.findMany({
      where: { caseId },
      orderBy: { id: 'asc' },
      select: { id: true, messageId: true, file: { select: { name: true, size: true, type: true } } },
    }),
    c.openedById === null
      ? null
      : db().hotelContact.findUnique({
          where: { userId_hotelId: { userId: c.openedById, hotelId: c.hotelId } },
          select: { name: true, phone: true, position: true, user: { select: { id: true, email: true } } },
        }),
    c.handlerId === null
      ? null
      : db().staffUser.findUnique({ where: { id: c.handlerId }, select: { id: true, name: true, email: true } }),
    c.mergedIntoId === null
      ? null
      : db().supportCase.findUnique({ where: { id: c.mergedIntoId }, select: { id: true, subject: true } }),
    // The duplicates merged into this one, along (mergedIntoId, id).
    db().supportCase.findMany({
      where: { mergedIntoId: caseId },
      orderBy: { id: 'asc' },
      select: { id: true, subject: true },
      take: 50,
    }),
    // The remote-access permits the hotel gave for this case, newest first (index on caseId).
    db().remoteGrant.findMany({
      where: { caseId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, startsAt: true, endsAt: true, revokedAt: true, grantedByEmail: true },
      take: CASE_GRANTS_SHOWN,
    }),
    loadTargetSettings(),
  ]);
  const byMessage = new Map<number | null, StaffAttachment[]>();
  for (const a of attachments) {
    const list = byMessage.get(a.messageId) ?? [];
    list.push({ id: a.id, name: a.file.name, size: a.file.size, type: a.file.type });
    byMessage.set(a.messageId, list);
  }
  const targets: CaseTargets = caseTargets(c, c.stateChanges, settings.targets, settings.holidayDates, now);
  return {
    id: c.id,
    subject: c.subject,
    description: c.description,
    category: c.category,
    productArea: c.productArea,
    priority: c.priority as Priority,
    state: c.state as CaseState,
    createdAt: c.createdAt,
    firstResponseAt: c.firstResponseAt,
    resolvedAt: c.resolvedAt,
    rating: c.rating,
    ratingComment: c.ratingComment,
    hotel: c.hotel,
    invoice: c.invoice,
    openedBy: {
      name: c.openedByName,
      email: opener?.user.email ?? null,
      phone: opener?.phone ?? '',
      position: opener?.position ?? '',
    },
    followers: c.followers.map((f) => f.user.email).sort(),
    handler,
    mergedInto: merged,
    duplicates,
    grants,
    targets,
    openingAttachments: byMessage.get(null) ?? [],
    messages: messages.map((m): StaffMessage => ({
      id: m.id,
      author: m.authorName || (m.authorStaffId !== null ? 'Equipo de soporte' : 'Cliente'),
      fromStaff: m.authorStaffId !== null,
      internal: m.internal,
      text: m.text,
      createdAt: m.createdAt,
      attachments: byMessage.get(m.id) ?? [],
    })),
  };
}

export type StaffCaseDetail = NonNullable<Awaited<ReturnType<typeof staffCaseDetail>>>;

/** The stored file of an attachment of any case (staff with cases.work read every case's, notes' too), or 404. */
export async function staffAttachmentFile(attachmentId: number): Promise<number> {
  const a = await db().caseAttachment.findUnique({ where: { id: attachmentId }, select: { fileId: true } });
  if (!a) throw refusals.notFound();
  return a.fileId;
}

/** The members of staff a case may be given to: enabled, with a role that works cases. */
export async function caseHandlers(): Promise<{ id: number; name: string; email: string }[]> {
  const staff = await db().staffUser.findMany({
    where: { disabledAt: null },
    select: { id: true, name: true, email: true, role: true },
    orderBy: { email: 'asc' },
  });
  return staff.filter((s) => can(s.role, 'cases.work')).map(({ id, name, email }) => ({ id, name, email }));
}

// ---------------------------------------------------------------------------------------------
// Writing

class Refusal extends Error {
  constructor(
    message: string,
    readonly kind: 'conflict' | 'invalid' = 'conflict',
  ) {
    super(message);
  }
}

async function refused(work: () => Promise<FormAnswer | null>): Promise<FormAnswer | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message, kind: error.kind };
    throw error;
  }
}

const caseHead = {
  id: true,
  hotelId: true,
  state: true,
  handlerId: true,
  priority: true,
  firstResponseAt: true,
  mergedIntoId: true,
  invoiceId: true,
  subject: true,
} as const;

async function headOf(tx: Prisma.TransactionClient, caseId: number) {
  return tx.supportCase.findUnique({ where: { id: caseId }, select: caseHead });
}

/** The states a staff reply may leave the case in. */
export const REPLY_STATES: readonly CaseState[] = ['en_curso', 'esperando_cliente', 'resuelta'];

/**
 * A reply to the customer (form `texto`, files `adjuntos`, optional `estado`: the state the case
 * goes to with it, one of REPLY_STATES; a new case goes to "en curso"). Mails each follower once.
 */
export async function replyAsStaff(
  who: CaseWorker,
  caseId: number,
  submission: CaseSubmission,
  now = new Date(),
): Promise<FormAnswer | null> {
  return keepingFiles(submission.files, () => refused(() => reply(who, caseId, submission, now)));
}

async function reply(who: CaseWorker, caseId: number, { fields, files }: CaseSubmission, now: Date) {
  const { texto } = checked(replySchema, fields);
  const wanted = typeof fields.estado === 'string' && fields.estado !== '' ? fields.estado : undefined;
  if (wanted !== undefined && !REPLY_STATES.includes(wanted as CaseState))
    throw new Refusal('Elige en qué estado queda el caso: en curso, esperando al cliente o resuelto.', 'invalid');
  const done = await changeWithMail(
    async (tx) => {
      const c = await headOf(tx, caseId);
      if (!c) return null;
      if (c.mergedIntoId !== null) throw new Refusal(`Este caso se unió al caso ${c.mergedIntoId}: responda allí.`);
      const message = await tx.caseMessage.create({
        data: { caseId, authorStaffId: who.actor.id, authorName: who.name, text: texto, createdAt: now },
        select: { id: true },
      });
      await attachFiles(tx, staffUploader(who.actor.id), caseId, message.id, files);
      const firstReply = c.firstResponseAt === null;
      const takes = c.handlerId === null;
      await tx.supportCase.update({
        where: { id: caseId },
        data: {
          updatedAt: now,
          ...(firstReply ? { firstResponseAt: now } : {}),
          ...(takes ? { handlerId: who.actor.id } : {}),
        },
      });
      const from = c.state as CaseState;
      const to = (wanted as CaseState | undefined) ?? (from === 'nueva' ? 'en_curso' : from);
      if (to !== from) await recordStateChange(tx, caseId, from, to, { staffId: who.actor.id }, now);
      else await refreshQueueKeys(tx, caseId);
      await audit(
        who,
        {
          action: 'case.replied',
          objectType: 'caso',
          objectId: caseId,
          changes: {
            mensaje: String(message.id),
            ...(files.length ? { adjuntos: String(files.length) } : {}),
            ...(to !== from ? { estado: [labelOf(STATES, from), labelOf(STATES, to)] } : {}),
            ...(takes ? { responsable: ['', who.actor.email] } : {}),
          },
        },
        tx,
      );
      // One mail per follower: the reply (a state changed with it is on the page it links to).
      return { mails: await caseMails(tx, caseId, { kind: 'staff-reply', by: who.name }), to };
    },
    (r) => r?.mails ?? null,
  );
  if (!done) return null;
  return { ok: true, message: `Respuesta enviada; el caso queda «${labelOf(STATES, done.to)}».` };
}

export const NOTE_MAX = 5000;

/** An internal note (form `texto`, files `adjuntos`): only staff see it; nobody is mailed. */
export async function addInternalNote(
  who: CaseWorker,
  caseId: number,
  { fields, files }: CaseSubmission,
): Promise<FormAnswer | null> {
  return keepingFiles(files, () =>
    refused(async () => {
      const { texto } = checked(replySchema, fields);
      if (texto.length > NOTE_MAX) throw new Refusal(`La nota admite ${NOTE_MAX} caracteres como máximo.`, 'invalid');
      return db().$transaction(async (tx) => {
        if (!(await headOf(tx, caseId))) return null;
        const note = await tx.caseMessage.create({
          data: { caseId, authorStaffId: who.actor.id, authorName: who.name, text: texto, internal: true },
          select: { id: true },
        });
        await attachFiles(tx, staffUploader(who.actor.id), caseId, note.id, files);
        await audit(
          who,
          {
            action: 'case.note-added',
            objectType: 'caso',
            objectId: caseId,
            changes: { nota: String(note.id), ...(files.length ? { adjuntos: String(files.length) } : {}) },
          },
          tx,
        );
        return { ok: true, message: 'Nota interna añadida (el cliente no la ve).' };
      });
    }),
  );
}

type Form = Record<string, string | undefined>;

/**
 * The management form: `estado`, `prioridad`, `responsable` (a staff id whose role works cases, or
 * empty: nobody), each changed only when it differs. A state change goes through the case's
 * history (the targets read it) and mails the followers; each kind of change is audited.
 */
export async function manageCase(who: CaseWorker, caseId: number, form: Form): Promise<FormAnswer | null> {
  const state = form.estado || undefined;
  const priority = form.prioridad || undefined;
  if (state !== undefined && !STATE_VALUES.includes(state)) return { ok: false, message: 'Elige un estado.' };
  if (priority !== undefined && !PRIORITY_VALUES.includes(priority))
    return { ok: false, message: 'Elige una prioridad.' };
  let handlerId: number | null | undefined;
  if (form.responsable !== undefined) {
    if (form.responsable === '') handlerId = null;
    else if (form.responsable === 'yo') handlerId = who.actor.id;
    else if (/^\d{1,9}$/.test(form.responsable)) handlerId = Number(form.responsable);
    else return { ok: false, message: 'Elige quién lo lleva.' };
  }
  const handlers = handlerId ? await caseHandlers() : [];
  const handler = handlerId ? handlers.find((h) => h.id === handlerId) : null;
  if (handlerId && !handler) return { ok: false, message: 'Esa persona no puede llevar casos de soporte.' };
  return refused(async () => {
    const done = await changeWithMail(
      async (tx) => {
        const c = await headOf(tx, caseId);
        if (!c) return null;
        const changed: string[] = [];
        let mails: DraftMail[] = [];
        if (handlerId !== undefined && handlerId !== c.handlerId) {
          const before =
            c.handlerId === null
              ? null
              : await tx.staffUser.findUnique({ where: { id: c.handlerId }, select: { email: true } });
          await tx.supportCase.update({ where: { id: caseId }, data: { handlerId } });
          await audit(
            who,
            {
              action: 'case.assigned',
              objectType: 'caso',
              objectId: caseId,
              changes: { responsable: [before?.email ?? '', handler?.email ?? ''] },
            },
            tx,
          );
          changed.push(handler ? `lo lleva ${handler.name || handler.email}` : 'sin responsable');
        }
        if (priority !== undefined && priority !== c.priority) {
          await tx.supportCase.update({ where: { id: caseId }, data: { priority } });
          await audit(
            who,
            {
              action: 'case.priority-changed',
              objectType: 'caso',
              objectId: caseId,
              changes: { prioridad: [labelOf(PRIORITIES, c.priority), labelOf(PRIORITIES, priority)] },
            },
            tx,
          );
          changed.push(`prioridad ${labelOf(PRIORITIES, priority).toLowerCase()}`);
        }
        if (state !== undefined && state !== c.state) {
          if (c.mergedIntoId !== null)
            throw new Refusal(`Este caso se unió al caso ${c.mergedIntoId}: su estado no cambia.`);
          await recordStateChange(tx, caseId, c.state as CaseState, state as CaseState, { staffId: who.actor.id });
          await audit(
            who,
            {
              action: 'case.state-changed',
              objectType: 'caso',
              objectId: caseId,
              changes: { estado: [labelOf(STATES, c.state), labelOf(STATES, state)] },
            },
            tx,
          );
          mails = await caseMails(tx, caseId, { kind: 'staff-state', to: state as CaseState, by: who.name });
          changed.push(`estado «${labelOf(STATES, state)}»`);
        } else if (changed.length > 0) await refreshQueueKeys(tx, caseId);
        return { changed, mails };
      },
      (r) => r?.mails ?? null,
    );
    if (!done) return null;
    if (done.changed.length === 0) return { ok: true, message: 'Sin cambios.' };
    return { ok: true, message: `Guardado: ${done.changed.join(', ')}.` };
  });
}

/**
 * Merges this case (a duplicate) into `destino`, another case of the same hotel: the duplicate
 * gets a message for the customer pointing to the other, is closed (its thread stays readable),
 * and its followers follow the other; an internal note on the other says so. Audited on both.
 */
export async function mergeCase(who: CaseWorker, caseId: number, form: Form): Promise<FormAnswer | null> {
  const asked = mergeTarget(form.destino ?? '', caseId);
  if ('refusal' in asked) return { ok: false, message: asked.refusal };
  const targetId = asked.id;
  return refused(() =>
    changeWithMail(
      async (tx) => {
        const c = await headOf(tx, caseId);
        if (!c) return null;
        const target = await headOf(tx, targetId);
        if (!target || target.hotelId !== c.hotelId)
          throw new Refusal(
            `El caso ${targetId} no existe o es de otro hotel: solo se unen casos del mismo hotel.`,
            'invalid',
          );
        if (c.mergedIntoId !== null) throw new Refusal(`Este caso ya se unió al caso ${c.mergedIntoId}.`);
        if (target.mergedIntoId !== null)
          throw new Refusal(`El caso ${targetId} se unió a su vez al caso ${target.mergedIntoId}: úna este a ese.`);
        // An invoice-linked case is for the hotel's billing contacts only: its duplicate's followers might not see it.
        if (target.invoiceId !== null && c.invoiceId === null)
          throw new Refusal(
            `El caso ${targetId} trata de una factura y solo lo ven los contactos de facturación: no se le une un caso general.`,
          );
        await tx.caseMessage.create({
          data: {
            caseId,
            authorStaffId: who.actor.id,
            authorName: who.name,
            text: `Este caso es el mismo que el caso ${targetId} («${target.subject}»): seguimos con él allí, y este queda cerrado. Puedes leerlo y responder en ${customerCaseUrl(targetId)}`,
          },
        });
        await tx.caseMessage.create({
          data: {
            caseId: targetId,
            authorStaffId: who.actor.id,
            authorName: who.name,
            internal: true,
            text: `El caso ${caseId} («${c.subject}») se ha unido a este como duplicado.`,
          },
        });
        await tx.supportCase.update({ where: { id: caseId }, data: { mergedIntoId: targetId } });
        if (c.state !== 'cerrada')
          await recordStateChange(tx, caseId, c.state as CaseState, 'cerrada', { staffId: who.actor.id });
        const [theirs, ours] = await Promise.all([
          tx.caseFollower.findMany({ where: { caseId }, select: { userId: true } }),
          tx.caseFollower.findMany({ where: { caseId: targetId }, select: { userId: true } }),
        ]);
        const have = new Set(ours.map((f) => f.userId));
        const adding = theirs.filter((f) => !have.has(f.userId));
        if (adding.length)
          await tx.caseFollower.createMany({ data: adding.map((f) => ({ caseId: targetId, userId: f.userId })) });
        for (const [objectId, changes] of [
          [caseId, { unido_a: String(targetId) }],
          [targetId, { duplicado: String(caseId), seguidores_nuevos: String(adding.length) }],
        ] as const)
          await audit(who, { action: 'case.merged', objectType: 'caso', objectId, changes }, tx);
        // The followers hear of it once: the case closed (or, already closed, a message in it).
        const mails = await caseMails(
          tx,
          caseId,
          c.state === 'cerrada'
            ? { kind: 'staff-reply', by: who.name }
            : { kind: 'staff-state', to: 'cerrada', by: who.name },
        );
        return { mails };
      },
      (r) => r?.mails ?? null,
    ).then((r): FormAnswer | null =>
      r
        ? { ok: true, message: `Caso unido al caso ${targetId} y cerrado.`, then: `/gestion/soporte/${targetId}` }
        : null,
    ),
  );
}

/** The staff member of a session as a case's worker. */
export function caseWorker(staff: { staffId: number; email: string; name: string }, client: string): CaseWorker {
  return { actor: { id: staff.staffId, email: staff.email }, client, name: staff.name || 'Equipo de soporte' };
}
