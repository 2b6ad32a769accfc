// The outbox as the back office sees it (/gestion/correo, roles with outbox.read): every mail with
// its delivery, filtered and paged; one mail whole; "Reintentar ahora". A mail's text is shown only
// where the role may read it: never a secret mail's (a single-use link), and an enquiry's mails only
// to roles that work enquiries. The retry is audited in the same transaction as the change.
import 'server-only';
import { recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { briefCount } from '@/lib/db/brief-count';
import { env } from '@/lib/env';
import { keysetPage, keysetQuery, type Cursor, type KeyField, type KeysetPage } from '@/lib/http/keyset';
import { choiceParam, dateParam, listParams, textParam } from '@/lib/http/list-params';
import type { Prisma } from '@/lib/generated/prisma/client';
import { ENQUIRY_MAIL_KINDS, MAIL_KINDS, mailStatusLabel, type MailKind } from '@/lib/mail/kinds';
import { retryMailNow, stuckMailWhere } from '@/lib/mail/outbox';
import { can, type StaffRole } from '@/lib/staff/roles';
import type { FormAnswer } from '@/lib/http/answer';
import type { StaffSession } from '@/lib/staff/session';
import { startsWith } from '@/lib/db/search/prefix';
import { newestId } from '@/lib/db/newest-id';

export const OUTBOX_PAGE_SIZE = 25;

export const OUTBOX_STATUSES = ['pending', 'failed', 'sent', 'atascado'] as const;
export type OutboxStatusFilter = (typeof OUTBOX_STATUSES)[number];

export interface OutboxFilter {
  status?: OutboxStatusFilter;
  kind?: MailKind;
  /** The start of the recipient's address (lower case) */
  recipient?: string;
  /** YYYY-MM-DD, inclusive, in UTC (as the audit page) */
  from?: string;
  until?: string;
}

/** The page's filters from its query string (estado, tipo, para, desde, hasta, pagina). */
export const outboxFilterFrom = listParams(
  {
    estado: choiceParam(OUTBOX_STATUSES),
    tipo: choiceParam(MAIL_KINDS),
    para: textParam,
    desde: dateParam,
    hasta: dateParam,
  },
  (p): OutboxFilter => ({
    status: p.estado,
    kind: p.tipo,
    recipient: p.para?.toLowerCase(),
    from: p.desde,
    until: p.hasta,
  }),
);

function whereOf(f: OutboxFilter, now: Date): Prisma.OutboxMailWhereInput {
  const createdAt: Prisma.DateTimeFilter = {};
  if (f.from) createdAt.gte = new Date(`${f.from}T00:00:00Z`);
  if (f.until) createdAt.lt = new Date(new Date(`${f.until}T00:00:00Z`).getTime() + 86_400_000);
  const parts: Prisma.OutboxMailWhereInput[] = [];
  if (f.status === 'atascado') parts.push(stuckMailWhere(now));
  else if (f.status) parts.push({ status: f.status });
  if (f.kind) parts.push({ kind: f.kind });
  if (f.recipient) parts.push({ recipient: startsWith(f.recipient) });
  if (f.from || f.until) parts.push({ createdAt });
  return parts.length ? { AND: parts } : {};
}

const LIST_SELECT = {
  id: true,
  to: true,
  subject: true,
  kind: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  lastError: true,
  sentAt: true,
  createdAt: true,
} as const;

export type OutboxRow = Prisma.OutboxMailGetPayload<{ select: typeof LIST_SELECT }>;

export interface OutboxPage extends KeysetPage<OutboxRow> {
  /** The selection's, counted once and kept briefly (lib/db/brief-count.ts). */
  total: number;
  /** Over the whole outbox, whatever the filters: the page's summary line (one grouped count). */
  counts: { pending: number; failed: number; sent: number; stuck: number };
}

// Newest first along OutboxMail(createdAt, id), or (status|kind, createdAt, id) when filtered by
// them. Filtered by the start of an address, along (recipient, createdAt, id): each address's
// mails newest first, the addresses in reverse order (so that no sort is needed).
const BY_TIME: KeyField[] = [
  { field: 'createdAt', kind: 'time' },
  { field: 'id', kind: 'int' },
];
const BY_RECIPIENT: KeyField[] = [{ field: 'recipient', kind: 'text' }, ...BY_TIME];

async function newestMailId(): Promise<number> {
  return newestId('OutboxMail');
}

/** How many mails match the filter: one count, kept briefly per filter and newest mail (lib/db/brief-count.ts). */
function countOutbox(filter: OutboxFilter, where: Prisma.OutboxMailWhereInput, newest: number): Promise<number> {
  return briefCount(`outbox:${newest}:${JSON.stringify(filter)}`, () => db().outboxMail.count({ where }));
}

/**
 * The summary line. The unsent are few, and a mail moves between them and the sent without a new
 * row, so they are counted each time along the status index; the sent are the rest of the whole
 * outbox, whose total is kept briefly as the list's is. Grouping every row by status instead walked
 * the whole index on every page (~20 ms at 200,000 mails).
 */
async function outboxCounts(newest: number, now: Date): Promise<OutboxPage['counts']> {
  const [pending, failed, stuck, all] = await Promise.all([
    db().outboxMail.count({ where: { status: 'pending' } }),
    db().outboxMail.count({ where: { status: 'failed' } }),
    db().outboxMail.count({ where: stuckMailWhere(now) }),
    countOutbox({}, {}, newest),
  ]);
  return { pending, failed, sent: Math.max(0, all - pending - failed), stuck };
}

export async function queryOutbox(filter: OutboxFilter, cursor?: Cursor, now = new Date()): Promise<OutboxPage> {
  const where = whereOf(filter, now);
  const fields = filter.recipient ? BY_RECIPIENT : BY_TIME;
  const page = keysetQuery(fields, cursor, OUTBOX_PAGE_SIZE);
  const newest = await newestMailId();
  const [fetched, total, counts] = await Promise.all([
    db().outboxMail.findMany({
      where: page.where ? { AND: [where, page.where as Prisma.OutboxMailWhereInput] } : where,
      select: { ...LIST_SELECT, recipient: true },
      orderBy: page.orderBy,
      take: page.take,
    }),
    countOutbox(filter, where, newest),
    outboxCounts(newest, now),
  ]);
  const { rows, ...pager } = keysetPage(fetched, page, OUTBOX_PAGE_SIZE, (r) =>
    filter.recipient ? [r.recipient, r.createdAt, r.id] : [r.createdAt, r.id],
  );
  const shown = rows.map((r): OutboxRow => {
    const { recipient, ...row } = r;
    void recipient;
    return row;
  });
  return { rows: shown, ...pager, total, counts };
}

/** Whether `role` may read this mail's text. */
export function mailBodyVisible(
  role: StaffRole,
  mail: { secret: boolean; enquiryId: number | null; kind: string },
): boolean {
  if (mail.secret) return false;
  const ofEnquiry = mail.enquiryId !== null || (ENQUIRY_MAIL_KINDS as readonly string[]).includes(mail.kind);
  return ofEnquiry ? can(role, 'enquiries.work') : true;
}

export interface OutboxMailView extends OutboxRow {
  replyTo: string;
  enquiryId: number | null;
  authorEmail: string;
  secret: boolean;
  /** null: the role may not read it (or it is a secret mail) */
  text: string | null;
}

export async function outboxMailFor(role: StaffRole, id: number): Promise<OutboxMailView | null> {
  const row = await db().outboxMail.findUnique({
    where: { id },
    select: { ...LIST_SELECT, replyTo: true, enquiryId: true, authorEmail: true, secret: true, text: true },
  });
  if (!row) return null;
  return { ...row, text: mailBodyVisible(role, row) ? row.text : null };
}

/** "Reintentar ahora" (see retryMailNow): null when there is no such mail. */
export async function retryOutboxMail(staff: StaffSession, id: number, client: string): Promise<FormAnswer | null> {
  const outcome = await retryMailNow(id, {
    audit: (tx, before) =>
      recordAudit(
        {
          actor: { id: staff.staffId, email: staff.email },
          action: 'mail.retried',
          objectType: 'correo',
          objectId: id,
          changes: {
            estado: [mailStatusLabel(before.status), mailStatusLabel('pending')],
            intentos: String(before.attempts),
          },
          client,
        },
        tx,
      ),
  });
  if (outcome.status === 'missing') return null;
  if (outcome.status === 'sent')
    return { ok: false, message: 'Este correo ya se ha enviado: no se vuelve a enviar.', kind: 'conflict' };
  return { ok: true, message: 'Correo en cola: se enviará en unos segundos.' };
}

/** "una hora", "30 minutos": how long mail waits before it counts as stuck (OUTBOX_STUCK_SECONDS). */
export function stuckAfterWords(): string {
  const seconds = env().OUTBOX_STUCK_SECONDS;
  if (seconds === 3600) return 'una hora';
  if (seconds % 3600 === 0) return `${seconds / 3600} horas`;
  return seconds % 60 === 0 ? `${seconds / 60} minutos` : `${seconds} segundos`;
}
