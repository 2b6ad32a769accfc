// The staff queue of support cases (/gestion/soporte: Soporte técnico, Atención al cliente,
// Administración): open cases by default, unassigned first, then the target due soonest (the keys
// case-clock.ts defines and queue-keys.ts keeps on each case), 25 a page by keyset on
// (queueGroup, nextDueAt, id); filtered by state, priority, hotel, handler, category and target
// (breached, due within the hour), searched over subject and description (full text, lib/db/search).
// Each filter has an index that ends in the queue's order, so a page reads its rows in order and
// stops (app/api/gestion/support-queue-plans.test.ts). And the figures above it.
import 'server-only';
import { z } from 'zod';
import { db } from '@/lib/db';
import { briefCount } from '@/lib/db/brief-count';
import { matchingRows } from '@/lib/db/search';
import { Prisma } from '@/lib/generated/prisma/client';
import { encodeCursor, type Cursor } from '@/lib/http/keyset';
import { choiceParam, idParam, listParams, textParam } from '@/lib/http/list-params';
import { DUE_SOON_MS } from '../targets';
import { QUEUE_GROUPS } from '../case-clock';
import { CATEGORIES, PRIORITIES, STATES, type CaseState, type Category, type Priority } from '../fields';
import { newestId } from '@/lib/db/newest-id';

export const QUEUE_PAGE_SIZE = 25;

/** The state filter: one state, the open ones (the default) or every case. */
export const STATE_FILTERS = ['abiertos', 'todos', ...STATES.map((s) => s.value)] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];
export const TARGET_FILTERS = { incumplido: 'Incumplido', pronto: 'Vence en menos de una hora' } as const;
export type TargetFilter = keyof typeof TARGET_FILTERS;

export interface QueueFilter {
  state: StateFilter;
  priority?: Priority;
  hotelId?: number;
  /** A staff id, or 'none': unassigned */
  handler?: number | 'none';
  category?: Category;
  target?: TargetFilter;
  q?: string;
}

/** The queue's address: estado, prioridad, hotel, responsable (a staff id or `nadie`), categoria, objetivo, q, pos. */
export const queueFilterFrom = listParams(
  {
    estado: choiceParam(STATE_FILTERS),
    prioridad: choiceParam(PRIORITIES.map((p) => p.value)),
    hotel: idParam,
    // The word first: idParam takes anything (a value that does not fit is no filter).
    responsable: z.literal('nadie').or(idParam),
    categoria: choiceParam(CATEGORIES.map((c) => c.value)),
    objetivo: choiceParam(Object.keys(TARGET_FILTERS) as TargetFilter[]),
    q: textParam,
  },
  (p): QueueFilter => ({
    state: p.estado ?? 'abiertos',
    priority: p.prioridad,
    hotelId: p.hotel,
    handler: p.responsable === 'nadie' ? 'none' : p.responsable,
    category: p.categoria,
    target: p.objetivo,
    q: p.q,
  }),
);

/** The filter as SQL conditions on "SupportCase" (plain SQL: the search is a condition Prisma's API cannot hold). */
function conditionsOf(f: QueueFilter, now: Date): Prisma.Sql[] {
  const out: Prisma.Sql[] = [];
  // "Open" is the groups before the finished one: a range on the queue's first key, read in order.
  if (f.state === 'abiertos') out.push(Prisma.sql`"queueGroup" < ${QUEUE_GROUPS.finished}`);
  else if (f.state !== 'todos') out.push(Prisma.sql`"state" = ${f.state}`);
  if (f.priority) out.push(Prisma.sql`"priority" = ${f.priority}`);
  if (f.hotelId !== undefined) out.push(Prisma.sql`"hotelId" = ${f.hotelId}`);
  if (f.handler === 'none') out.push(Prisma.sql`"handlerId" IS NULL`);
  else if (f.handler !== undefined) out.push(Prisma.sql`"handlerId" = ${f.handler}`);
  if (f.category) out.push(Prisma.sql`"category" = ${f.category}`);
  if (f.target) {
    if (f.state !== 'abiertos') out.push(Prisma.sql`"queueGroup" < ${QUEUE_GROUPS.finished}`);
    out.push(
      f.target === 'incumplido'
        ? Prisma.sql`"nextDueAt" <= ${now}`
        : Prisma.sql`"nextDueAt" > ${now} AND "nextDueAt" <= ${new Date(now.getTime() + DUE_SOON_MS)}`,
    );
  }
  const words = f.q ? matchingRows('supportCase', f.q) : null;
  if (words) out.push(words);
  return out;
}

const whereSql = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;

/** A cursor's keys as the queue's: group, an ISO moment, an id; null when they do not fit (the first page). */
function positionOf(cursor: Cursor | undefined) {
  if (!cursor) return null;
  const [group, due, id] = cursor.keys;
  if (typeof group !== 'number' || typeof due !== 'string' || typeof id !== 'number' || cursor.keys.length !== 3)
    return null;
  const at = new Date(due);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== due) return null;
  return { group, at, id, back: cursor.dir === 'prev' };
}

const rowColumns = {
  id: true,
  subject: true,
  hotelId: true,
  priority: true,
  state: true,
  category: true,
  handlerId: true,
  createdAt: true,
  firstResponseAt: true,
  queueGroup: true,
  nextDueAt: true,
  mergedIntoId: true,
  hotel: { select: { name: true } },
} as const satisfies Prisma.SupportCaseSelect;

export interface QueueRow {
  id: number;
  subject: string;
  hotelId: number;
  hotelName: string;
  priority: Priority;
  state: CaseState;
  category: Category;
  handler: string;
  createdAt: Date;
  /** The target counting now, and when it falls due (null: none counts) */
  counting: 'primera respuesta' | 'resolución';
  due: Date | null;
  mergedIntoId: number | null;
}

export interface QueuePage {
  rows: QueueRow[];
  total: number;
  next?: string;
  prev?: string;
}

/** Staff ids to the names the queue shows (the staff table: a few dozen rows). */
export async function staffNames(): Promise<Map<number, string>> {
  const rows = await db().staffUser.findMany({ select: { id: true, name: true, email: true } });
  return new Map(rows.map((r) => [r.id, r.name || r.email]));
}

/** One page of the queue: the first, or the one `cursor` leads to (one that does not fit: the first). */
export async function listQueue(filter: QueueFilter, cursor?: Cursor, now = new Date()): Promise<QueuePage> {
  const position = positionOf(cursor);
  const conditions = conditionsOf(filter, now);
  if (position)
    conditions.push(
      position.back
        ? Prisma.sql`("queueGroup", "nextDueAt", "id") < (${position.group}, ${position.at}, ${position.id})`
        : Prisma.sql`("queueGroup", "nextDueAt", "id") > (${position.group}, ${position.at}, ${position.id})`,
    );
  const order = position?.back
    ? Prisma.sql`"queueGroup" DESC, "nextDueAt" DESC, "id" DESC`
    : Prisma.sql`"queueGroup" ASC, "nextDueAt" ASC, "id" ASC`;
  const [ids, total, names] = await Promise.all([
    db().$queryRaw<Array<{ id: number | bigint }>>(
      Prisma.sql`SELECT "id" FROM "SupportCase" ${whereSql(conditions)} ORDER BY ${order} LIMIT ${QUEUE_PAGE_SIZE + 1}`,
    ),
    countQueue(filter, now),
    staffNames(),
  ]);
  const wanted = ids.map((r) => Number(r.id));
  const found = new Map(
    (await db().supportCase.findMany({ where: { id: { in: wanted } }, select: rowColumns })).map((r) => [r.id, r]),
  );
  const fetched = wanted.map((id) => found.get(id)).filter((r) => r !== undefined);
  const beyond = fetched.length > QUEUE_PAGE_SIZE;
  const rows = fetched.slice(0, QUEUE_PAGE_SIZE);
  if (position?.back) rows.reverse();
  const keys = (r: (typeof rows)[number]) => [r.queueGroup, r.nextDueAt, r.id];
  const first = rows[0];
  const last = rows.at(-1);
  const hasNewer = position ? (position.back ? beyond : true) : false;
  const hasOlder = position?.back ? true : beyond;
  return {
    total,
    next: hasOlder && last ? encodeCursor('next', keys(last)) : undefined,
    prev: hasNewer && first ? encodeCursor('prev', keys(first)) : undefined,
    rows: rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      hotelId: r.hotelId,
      hotelName: r.hotel.name,
      priority: r.priority as Priority,
      state: r.state as CaseState,
      category: r.category as Category,
      handler: r.handlerId === null ? '' : (names.get(r.handlerId) ?? `#${r.handlerId}`),
      createdAt: r.createdAt,
      counting: r.firstResponseAt ? 'resolución' : 'primera respuesta',
      due: r.queueGroup < QUEUE_GROUPS.finished && r.nextDueAt.getFullYear() < 9999 ? r.nextDueAt : null,
      mergedIntoId: r.mergedIntoId,
    })),
  };
}

/** How many cases match: one count, kept briefly per filter and newest case (a new case counts at once). */
async function countQueue(filter: QueueFilter, now: Date): Promise<number> {
  const newest = await newestId('SupportCase');
  // The target filters move with the clock: counted to the minute.
  const minute = filter.target ? Math.floor(now.getTime() / 60_000) : 0;
  return briefCount(`support-queue:${newest}:${minute}:${JSON.stringify(filter)}`, async () => {
    const [row] = await db().$queryRaw<Array<{ n: number | bigint }>>(
      Prisma.sql`SELECT count(*) AS "n" FROM "SupportCase" ${whereSql(conditionsOf(filter, now))}`,
    );
    return Number(row?.n ?? 0);
  });
}

// ---------------------------------------------------------------------------------------------
// The figures above the queue (and on the panel)

export interface QueueFigures {
  /** Open cases per priority */
  open: Record<Priority, number>;
  unassigned: number;
  /** Open cases whose counting target is past due */
  breached: number;
  /** The ratings given in the last 30 days: their average (null: none) and how many */
  rating: { average: number | null; count: number };
}

export const RATING_DAYS = 30;

/** Open cases whose counting target is past due now (the panel's figure too). */
export function countBreached(now = new Date()): Promise<number> {
  return db().supportCase.count({
    where: { queueGroup: { lt: QUEUE_GROUPS.finished }, nextDueAt: { lte: now } },
  });
}

/** The queue's figures, each counted along an index over the open cases (or the month's ratings). */
export async function queueFigures(now = new Date()): Promise<QueueFigures> {
  const open = (priority: Priority) =>
    db().supportCase.count({ where: { priority, queueGroup: { lt: QUEUE_GROUPS.finished } } });
  const [critica, alta, media, baja, unassigned, breached, rating] = await Promise.all([
    open('critica'),
    open('alta'),
    open('media'),
    open('baja'),
    db().supportCase.count({ where: { queueGroup: QUEUE_GROUPS.unassigned } }),
    countBreached(now),
    db().supportCase.aggregate({
      where: { ratedAt: { gte: new Date(now.getTime() - RATING_DAYS * 86_400_000) }, rating: { not: null } },
      _avg: { rating: true },
      _count: { rating: true },
    }),
  ]);
  return {
    open: { critica, alta, media, baja },
    unassigned,
    breached,
    rating: { average: rating._avg.rating, count: rating._count.rating },
  };
}

/** The hotel the queue is filtered by, as its picker shows it, or null. */
export function queueHotel(id: number) {
  return db().hotel.findUnique({ where: { id }, select: { id: true, name: true, taxId: true } });
}
