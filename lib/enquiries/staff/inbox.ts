// The enquiry inbox of the back office (atención al cliente, administración): every enquiry newest
// first with its workflow state and assignee (keyset pages on (createdAt, id), each query on an
// index; its words searched through lib/db/search), the mails sent for it (from the outbox, with their
// delivery status), internal notes, replies through the outbox and the CSV export's records (streamed by export.ts; erasure by e-mail is
// erasure.ts). Every write is audited in the same transaction; the audit keeps what changed, never
// a reply's text.
import 'server-only';
import { z } from 'zod';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import { monthsAfter } from '@/lib/cleanup/retention';
import { db } from '@/lib/db';
import { briefCount } from '@/lib/db/brief-count';
import { matchingRows } from '@/lib/db/search';
import { env } from '@/lib/env';
import { keysetPage, keysetQuery, type Cursor, type KeyField } from '@/lib/http/keyset';
import { choiceParam, dateParam, idParam, listParams, textParam } from '@/lib/http/list-params';
import { Prisma, type Enquiry } from '@/lib/generated/prisma/client';
import { composeEnquiryReply, FIELD_LABEL, KIND_TITLE } from '../mails';
import { wakeOutbox } from '@/lib/mail/outbox';
import { recipientOf } from '@/lib/mail/queue';
import type { FormAnswer } from '@/lib/http/answer';
import { can } from '@/lib/staff/roles';
import type { StaffSession } from '@/lib/staff/session';
import { spreadsheetDateTime, type CsvCell } from '@/lib/text/csv';
import { enquiryKinds, fieldValueText, type EnquiryKind } from '../fields';
import { newestId } from '@/lib/db/newest-id';

export const ENQUIRY_STATES = ['new', 'in-progress', 'answered', 'dismissed'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];
export const STATE_LABELS: Record<EnquiryState, string> = {
  new: 'Nueva',
  'in-progress': 'En curso',
  answered: 'Respondida',
  dismissed: 'Descartada',
};
export const KIND_LABELS: Record<EnquiryKind, string> = {
  contact: 'Contacto',
  training: 'Formación',
  support: 'Permiso de soporte',
  callback: 'Llamada',
};
export const INBOX_PAGE_SIZE = 25;

export function isEnquiryState(v: string): v is EnquiryState {
  return (ENQUIRY_STATES as readonly string[]).includes(v);
}

export interface InboxFilter {
  kind?: EnquiryKind;
  state?: EnquiryState;
  /** A staff id, or 'none' for unassigned */
  assignee?: number | 'none';
  from?: string;
  to?: string;
  q?: string;
}

/** The inbox's filters from its address (tipo, estado, asignada: a staff id or `nadie`, desde, hasta, q, pagina). */
export const inboxFilterFrom = listParams(
  {
    tipo: choiceParam(enquiryKinds),
    estado: choiceParam(ENQUIRY_STATES),
    // The word first: idParam takes any text (an unreadable id is `undefined`), so after it the word
    // would never be tried.
    asignada: z.literal('nadie').or(idParam),
    desde: dateParam,
    hasta: dateParam,
    q: textParam,
  },
  (p): InboxFilter => ({
    kind: p.tipo,
    state: p.estado,
    assignee: p.asignada === 'nadie' ? 'none' : p.asignada,
    from: p.desde,
    to: p.hasta,
    q: p.q,
  }),
);

/** The filter as SQL conditions on "Enquiry" (plain SQL: the search is a condition Prisma's API cannot hold). */
function conditionsOf(f: InboxFilter): Prisma.Sql[] {
  const out: Prisma.Sql[] = [];
  if (f.kind) out.push(Prisma.sql`"kind" = ${f.kind}`);
  if (f.state) out.push(Prisma.sql`"state" = ${f.state}`);
  if (f.assignee === 'none') out.push(Prisma.sql`"assigneeId" IS NULL`);
  else if (f.assignee !== undefined) out.push(Prisma.sql`"assigneeId" = ${f.assignee}`);
  if (f.from) out.push(Prisma.sql`"createdAt" >= ${new Date(`${f.from}T00:00:00Z`)}`);
  if (f.to) out.push(Prisma.sql`"createdAt" < ${new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)}`);
  // Name, e-mail, hotel, phone and message at once: the words of the form's fields.
  const words = f.q ? matchingRows('enquiry', f.q) : null;
  if (words) out.push(words);
  return out;
}

const whereSql = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;

/** A row's place in the inbox's order (createdAt, id), and which way to read from it. */
export interface InboxPosition {
  at: Date;
  id: number;
  /** true: the enquiries newer than it, oldest of them first ("Anterior"); false: the older ones */
  newer: boolean;
}

/**
 * Up to `limit` enquiries matching the filter, newest first, after `position` (see InboxPosition).
 * The inbox's pages and, batch by batch, its export read them this way: one index walk per call,
 * whatever the table's size.
 */
export async function inboxRecords(filter: InboxFilter, position: InboxPosition | undefined, limit: number) {
  const conditions = conditionsOf(filter);
  if (position)
    conditions.push(
      position.newer
        ? Prisma.sql`("createdAt", "id") > (${position.at}, ${position.id})`
        : Prisma.sql`("createdAt", "id") < (${position.at}, ${position.id})`,
    );
  const order = position?.newer ? Prisma.sql`"createdAt" ASC, "id" ASC` : Prisma.sql`"createdAt" DESC, "id" DESC`;
  const ids = await db().$queryRaw<Array<{ id: number }>>(
    Prisma.sql`SELECT "id" FROM "Enquiry" ${whereSql(conditions)} ORDER BY ${order} LIMIT ${limit}`,
  );
  const rows = new Map<number, Enquiry>();
  // By the id's primary key, in slices a statement's parameters can hold.
  for (let i = 0; i < ids.length; i += 1000) {
    const slice = ids.slice(i, i + 1000).map((r) => Number(r.id));
    for (const r of await db().enquiry.findMany({ where: { id: { in: slice } } })) rows.set(r.id, r);
  }
  return ids.map((r) => rows.get(Number(r.id))).filter((r): r is Enquiry => r !== undefined);
}

/**
 * How many enquiries match: one count, kept briefly (lib/db/brief-count.ts) per filter and newest
 * enquiry, so "Siguiente" does not count again and a new enquiry counts at once.
 */
async function countInbox(filter: InboxFilter): Promise<number> {
  const newest = await newestId('Enquiry');
  return briefCount(`enquiries:${newest}:${JSON.stringify(filter)}`, async () => {
    const [row] = await db().$queryRaw<Array<{ n: number | bigint }>>(
      Prisma.sql`SELECT count(*) AS "n" FROM "Enquiry" ${whereSql(conditionsOf(filter))}`,
    );
    return Number(row?.n ?? 0);
  });
}

/** The inbox's order, for its cursors (lib/http/keyset.ts): Enquiry(createdAt, id) and the indexes ending so. */
const BY_TIME: readonly KeyField[] = [
  { field: 'createdAt', kind: 'time' },
  { field: 'id', kind: 'int' },
];

export function fieldsOf(json: string): Record<string, string> {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return {};
  }
}

/** When the scheduled cleanup deletes an enquiry received at `createdAt` (ENQUIRY_RETENTION_MONTHS). */
export function deletionDate(createdAt: Date): Date {
  return monthsAfter(createdAt, env().ENQUIRY_RETENTION_MONTHS);
}

/** Staff ids to e-mail addresses (the staff table: a few dozen rows). */
export async function staffEmails(): Promise<Map<number, string>> {
  const rows = await db().staffUser.findMany({ select: { id: true, email: true } });
  return new Map(rows.map((r) => [r.id, r.email]));
}

export interface InboxRow {
  id: number;
  kind: EnquiryKind;
  createdAt: Date;
  name: string;
  email: string;
  state: EnquiryState;
  assignee: string;
  deletesAt: Date;
}

function nameOf(fields: Record<string, string>): string {
  return [fields.nombre, fields.apellidos].filter(Boolean).join(' ');
}

export interface InboxPage {
  rows: InboxRow[];
  /** Enquiries matching the filter */
  total: number;
  /** The cursor of the page after (older enquiries, "Siguiente"), if any */
  next?: string;
  /** The cursor of the page before (newer enquiries, "Anterior"), if any */
  prev?: string;
}

/** One page of the inbox: the first, or the one `cursor` leads to (one that does not fit the inbox: the first). */
export async function listInbox(filter: InboxFilter, cursor?: Cursor): Promise<InboxPage> {
  const page = keysetQuery(BY_TIME, cursor, INBOX_PAGE_SIZE);
  // keysetQuery kept the cursor only if its keys fit BY_TIME: an ISO time and an id.
  const [at, id] = page.cursor?.keys ?? [];
  const position =
    typeof at === 'string' && typeof id === 'number'
      ? { at: new Date(at), id, newer: page.cursor?.dir === 'prev' }
      : undefined;
  const [fetched, total, staff] = await Promise.all([
    inboxRecords(filter, position, page.take),
    countInbox(filter),
    staffEmails(),
  ]);
  const { rows, ...pager } = keysetPage(fetched, page, INBOX_PAGE_SIZE, (r) => [r.createdAt, r.id]);
  return {
    ...pager,
    total,
    rows: rows.map((r) => {
      const fields = fieldsOf(r.fields);
      return {
        id: r.id,
        kind: r.kind as EnquiryKind,
        createdAt: r.createdAt,
        name: nameOf(fields),
        email: r.email,
        state: isEnquiryState(r.state) ? r.state : 'new',
        assignee: r.assigneeId ? (staff.get(r.assigneeId) ?? '') : '',
        deletesAt: deletionDate(r.createdAt),
      };
    }),
  };
}

export function countNewEnquiries(): Promise<number> {
  return db().enquiry.count({ where: { state: 'new' } });
}

export async function enquiryDetail(id: number) {
  const row = await db().enquiry.findUnique({
    where: { id },
    include: { mails: { orderBy: { id: 'asc' } }, notes: { orderBy: { id: 'asc' } } },
  });
  if (!row) return null;
  const staff = await staffEmails();
  return {
    id: row.id,
    kind: row.kind as EnquiryKind,
    kindTitle: KIND_TITLE[row.kind as EnquiryKind] ?? row.kind,
    createdAt: row.createdAt,
    email: row.email,
    fields: Object.entries(fieldsOf(row.fields)).map(([k, v]) => ({
      key: k,
      label: FIELD_LABEL[k] ?? k,
      value: fieldValueText(row.kind as EnquiryKind, k, v),
    })),
    state: isEnquiryState(row.state) ? row.state : 'new',
    assigneeId: row.assigneeId,
    assignee: row.assigneeId ? (staff.get(row.assigneeId) ?? '') : '',
    deletesAt: deletionDate(row.createdAt),
    mails: row.mails.map((m) => ({
      id: m.id,
      to: m.to,
      replyTo: m.replyTo,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      sentAt: m.sentAt,
      createdAt: m.createdAt,
      authorEmail: m.authorEmail,
      text: m.authorEmail ? m.text : '',
    })),
    notes: row.notes.map((n) => ({ id: n.id, authorEmail: n.authorEmail, text: n.text, createdAt: n.createdAt })),
  };
}

const actorOf = (s: StaffSession) => ({ id: s.staffId, email: s.email });

/** Changes the state and/or the assignee (a staff id, or null to leave it unassigned). */
export async function updateEnquiry(
  staff: StaffSession,
  id: number,
  input: { state?: string; assigneeId?: number | null },
  client: string,
): Promise<FormAnswer | null> {
  const row = await db().enquiry.findUnique({ where: { id }, select: { state: true, assigneeId: true } });
  if (!row) return null;
  const data: { state?: EnquiryState; assigneeId?: number | null } = {};
  if (input.state !== undefined) {
    if (!isEnquiryState(input.state)) return { ok: false, message: 'Elige un estado.' };
    data.state = input.state;
  }
  if (input.assigneeId !== undefined) {
    if (input.assigneeId !== null) {
      const member = await db().staffUser.findUnique({
        where: { id: input.assigneeId },
        select: { role: true, disabledAt: true },
      });
      if (!member || member.disabledAt || !can(member.role, 'enquiries.work'))
        return { ok: false, message: 'Esa persona no puede atender consultas.' };
    }
    data.assigneeId = input.assigneeId;
  }
  const staffNames = await staffEmails();
  const shown = (v: { state?: string; assigneeId?: number | null }) => ({
    ...(v.state !== undefined ? { estado: STATE_LABELS[v.state as EnquiryState] ?? v.state } : {}),
    ...(v.assigneeId !== undefined
      ? { asignada: v.assigneeId ? (staffNames.get(v.assigneeId) ?? String(v.assigneeId)) : '' }
      : {}),
  });
  const changes = changedFields(shown(row), shown(data));
  if (Object.keys(changes).length === 0) return { ok: true, message: 'Sin cambios.' };
  await db().$transaction(async (tx) => {
    await tx.enquiry.update({ where: { id }, data });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: data.state !== undefined && row.state !== data.state ? 'enquiry.status' : 'enquiry.assigned',
        objectType: 'consulta',
        objectId: id,
        changes,
        client,
      },
      tx,
    );
  });
  return { ok: true, message: 'Guardado.' };
}

export const NOTE_MAX = 2000;
export const REPLY_MAX = 5000;

export async function addNote(
  staff: StaffSession,
  id: number,
  text: string,
  client: string,
): Promise<FormAnswer | null> {
  const body = text.replace(/\r\n?/g, '\n').trim();
  if (!body) return { ok: false, message: 'Escribe la nota.' };
  if (body.length > NOTE_MAX) return { ok: false, message: `La nota admite ${NOTE_MAX} caracteres como máximo.` };
  const exists = await db().enquiry.findUnique({ where: { id }, select: { id: true } });
  if (!exists) return null;
  await db().$transaction(async (tx) => {
    const note = await tx.enquiryNote.create({
      data: { enquiryId: id, authorId: staff.staffId, authorEmail: staff.email, text: body },
    });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'enquiry.note',
        objectType: 'consulta',
        objectId: id,
        changes: { nota: String(note.id) },
        client,
      },
      tx,
    );
  });
  return { ok: true, message: 'Nota añadida.' };
}

/** A reply to the visitor through the outbox, from MAIL_FROM with the staff member as Reply-To; kept in the thread. */
export async function replyToEnquiry(
  staff: StaffSession,
  id: number,
  text: string,
  client: string,
): Promise<FormAnswer | null> {
  const body = text.replace(/\r\n?/g, '\n').trim();
  const row = await db().enquiry.findUnique({
    where: { id },
    select: { email: true, kind: true, state: true, fields: true, createdAt: true },
  });
  if (!row) return null;
  if (!row.email) return { ok: false, message: 'Esta consulta no dejó correo electrónico: llama por teléfono.' };
  if (!body) return { ok: false, message: 'Escribe la respuesta.' };
  if (body.length > REPLY_MAX)
    return { ok: false, message: `La respuesta admite ${REPLY_MAX} caracteres como máximo.` };
  const { subject, text: mailText } = composeEnquiryReply(
    row.kind as EnquiryKind,
    id,
    fieldsOf(row.fields),
    row.createdAt,
    body,
  );
  await db().$transaction(async (tx) => {
    const mail = await tx.outboxMail.create({
      data: {
        kind: 'reply',
        enquiryId: id,
        to: row.email,
        recipient: recipientOf(row.email),
        replyTo: staff.email,
        subject,
        text: mailText,
        authorEmail: staff.email,
      },
    });
    const state: EnquiryState = row.state === 'dismissed' ? 'dismissed' : 'answered';
    if (state !== row.state) await tx.enquiry.update({ where: { id }, data: { state } });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'enquiry.reply',
        objectType: 'consulta',
        objectId: id,
        changes: {
          correo: String(mail.id),
          ...(state !== row.state
            ? { estado: [STATE_LABELS[row.state as EnquiryState] ?? row.state, STATE_LABELS[state]] }
            : {}),
        },
        client,
      },
      tx,
    );
  });
  wakeOutbox();
  return { ok: true, message: 'Respuesta en cola de envío.' };
}

const CSV_FIELDS = [
  'nombre',
  'apellidos',
  'email',
  'telefono',
  'hotel',
  'cargoempleado',
  'consulta',
  'formacion',
  'motivo',
  'asunto',
];

/** The CSV export's columns (export.ts streams it). */
export const INBOX_CSV_HEADER = ['id', 'fecha', 'tipo', 'estado', 'asignada', ...CSV_FIELDS];

/** One enquiry as a record of the CSV export; `staff` names the assignee. */
export function inboxCsvCells(r: Enquiry, staff: Map<number, string>): CsvCell[] {
  const f = fieldsOf(r.fields);
  return [
    String(r.id),
    spreadsheetDateTime(r.createdAt),
    KIND_LABELS[r.kind as EnquiryKind] ?? r.kind,
    STATE_LABELS[r.state as EnquiryState] ?? r.state,
    r.assigneeId ? (staff.get(r.assigneeId) ?? '') : '',
    ...CSV_FIELDS.map((k) => fieldValueText(r.kind as EnquiryKind, k, f[k] ?? '')),
  ];
}
