// The audit trail of the back office. Append-only by construction: this module is the only one
// that touches AuditEntry, and it only inserts and reads (the cleanup deletes entries past
// AUDIT_RETENTION_MONTHS). Changed fields are kept as before → after; fields that hold passwords,
// secrets or tokens are never written, whatever a caller passes.
import 'server-only';
import { db } from '@/lib/db';
import { growingCount } from '@/lib/db/brief-count';
import type { AuditEntry, Prisma } from '@/lib/generated/prisma/client';
import { keysetPage, keysetQuery, type Cursor, type KeyField, type KeysetPage } from '@/lib/http/keyset';
import { spreadsheetDateTime, type CsvCell } from '@/lib/text/csv';
import { idBounds } from '@/lib/db/newest-id';
import {
  ACTION_LABELS,
  actionLabel,
  AUDIT_OBJECT_TYPES,
  detailNameLabel,
  detailValueLabel,
  numberedDetail,
  objectShortLabel,
  objectTypeLabel,
  PERSON_DETAILS,
  type AuditAction,
  type AuditObjectType,
} from './labels';
import { compareSpanish } from '@/lib/format/intl';

export type Change = [before: string, after: string];

export interface AuditInput {
  /** Who acted: a member of staff; `id: null` for a hotel's contact acting in the customer area. */
  actor: { id: number | null; email: string } | null;
  action: AuditAction;
  objectType?: AuditObjectType;
  objectId?: string | number;
  /** Changed fields (before → after) or a few words of detail. */
  changes?: Record<string, Change | string>;
  client?: string;
}

const SECRET_FIELD = /pass|secret|token|codigo|code|hash|totp/i;
const MAX_VALUE = 500;

function clip(value: string): string {
  return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value;
}

function scrub(changes: AuditInput['changes']): Record<string, Change | string> {
  const out: Record<string, Change | string> = {};
  for (const [field, value] of Object.entries(changes ?? {})) {
    if (SECRET_FIELD.test(field)) continue;
    out[field] = typeof value === 'string' ? clip(value) : [clip(value[0]), clip(value[1])];
  }
  return out;
}

/** Appends one entry (inside the caller's transaction when given, so it commits with the change). */
export async function recordAudit(entry: AuditInput, tx?: Prisma.TransactionClient): Promise<void> {
  await (tx ?? db()).auditEntry.create({
    data: {
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? '',
      action: entry.action,
      objectType: entry.objectType ?? '',
      objectId: entry.objectId === undefined ? '' : String(entry.objectId),
      changes: JSON.stringify(scrub(entry.changes)),
      client: (entry.client ?? '').slice(0, 64),
    },
  });
}

/** The fields of `after` whose value differs from `before`, as before → after (strings). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, Change> {
  const out: Record<string, Change> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const a = show(before[field]);
    const b = show(value);
    if (a !== b) out[field] = [a, b];
  }
  return out;
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface AuditFilter {
  actorId?: number;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** YYYY-MM-DD, inclusive, in UTC */
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 25;

/** The filter as Prisma's `where` (the page's list and its CSV export select the same entries). */
export function whereOf(f: AuditFilter): Prisma.AuditEntryWhereInput {
  const at: Prisma.DateTimeFilter = {};
  if (f.from) at.gte = new Date(`${f.from}T00:00:00Z`);
  if (f.to) at.lt = new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000);
  return {
    ...(f.actorId !== undefined ? { actorId: f.actorId } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.objectType ? { objectType: f.objectType } : {}),
    ...(f.objectId ? { objectId: f.objectId } : {}),
    ...(f.from || f.to ? { at } : {}),
  };
}

export interface AuditRow {
  id: number;
  at: Date;
  actorEmail: string;
  action: string;
  objectType: string;
  objectId: string;
  changes: Record<string, Change | string>;
  client: string;
}

function parse(changes: string): Record<string, Change | string> {
  try {
    return JSON.parse(changes) as Record<string, Change | string>;
  } catch {
    return {};
  }
}

// Newest first along AuditEntry(at, id), or the (filter, at, id) index of the filter given.
const BY_TIME: KeyField[] = [
  { field: 'at', kind: 'time' },
  { field: 'id', kind: 'int' },
];

export interface AuditPage extends KeysetPage<AuditRow> {
  /** The selection's: counted whole every few minutes, the new entries added in between (lib/db/brief-count.ts). */
  total: number;
}

export async function queryAudit(filter: AuditFilter, cursor?: Cursor): Promise<AuditPage> {
  const where = whereOf(filter);
  const page = keysetQuery(BY_TIME, cursor, AUDIT_PAGE_SIZE);
  const bounds = await idBounds('AuditEntry');
  const [fetched, total] = await Promise.all([
    db().auditEntry.findMany({
      where: page.where ? { AND: [where, page.where as Prisma.AuditEntryWhereInput] } : where,
      orderBy: page.orderBy,
      take: page.take,
    }),
    growingCount(`audit:${JSON.stringify(filter)}`, bounds, (ids) =>
      db().auditEntry.count({ where: ids ? { AND: [where, { id: ids }] } : where }),
    ),
  ]);
  const rows = fetched.map((r) => ({ ...r, changes: parse(r.changes) }));
  return { ...keysetPage(rows, page, AUDIT_PAGE_SIZE, (r) => [r.at, r.id]), total };
}

let vocabulary: { actions: AuditAction[]; objectTypes: AuditObjectType[] } | undefined;

/**
 * The filters' choices: every action the code records and every kind of object (each by its
 * Spanish name, in that order), from the lists in labels.ts. Never read back from the trail,
 * which at a vendor's size holds a million entries (a `distinct` over it took the whole service
 * down); the people come from the staff table.
 */
export function auditVocabulary(): Readonly<{ actions: AuditAction[]; objectTypes: AuditObjectType[] }> {
  // Sorted once: the lists are the code's.
  vocabulary ??= {
    actions: (Object.keys(ACTION_LABELS) as AuditAction[]).sort((a, b) =>
      compareSpanish(actionLabel(a), actionLabel(b)),
    ),
    objectTypes: [...AUDIT_OBJECT_TYPES].sort((a, b) => compareSpanish(objectTypeLabel(a), objectTypeLabel(b))),
  };
  return vocabulary;
}

/** An instant as changedFields records it (toISOString). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/**
 * What the page and the CSV could find for a set of entries, read at display time (lib/audit/names.ts:
 * one query per kind of object): objects' names by `objectKey`, staff names by lower-case e-mail.
 */
export interface AuditNames {
  objects: ReadonlyMap<string, string>;
  people: ReadonlyMap<string, string>;
}

/** The key of an object in AuditNames.objects. */
export const objectKey = (objectType: string, objectId: string) => `${objectType}:${objectId}`;

/** A recorded value as staff read it: an instant in Madrid time, a code in words, a person by name. */
function valueText(field: string, value: string, people?: ReadonlyMap<string, string>): string {
  return ISO_INSTANT.test(value) ? spreadsheetDateTime(new Date(value)) : detailValueLabel(field, value, people);
}

/**
 * The changes as one line of words, for the page and the CSV (a detail's old name as it is written
 * now; a record's id as «respuesta n.º 11»; a person by name, «Sin asignar → Lucía Atención»).
 */
export function describeChanges(changes: Record<string, Change | string>, names?: AuditNames): string {
  const people = names?.people;
  return Object.entries(changes)
    .map(([field, v]) => {
      const name = detailNameLabel(field);
      if (typeof v === 'string') return numberedDetail(field, v) ?? `${name}: ${valueText(field, v, people)}`;
      const [before, after] = [valueText(field, v[0], people), valueText(field, v[1], people)];
      return PERSON_DETAILS.has(field) ? `${name}: ${before} → ${after}` : `${name}: «${before}» → «${after}»`;
    })
    .join('; ');
}

/**
 * What an entry is about, as the page shows it: `Permiso 12` (as the screens name it), or the
 * object's kind and its name when the page found one (`Versión de producto: Channel manager 6.2`).
 */
export function objectText(objectType: string, objectId: string, names?: AuditNames): string {
  if (!objectType) return '';
  const name = names?.objects.get(objectKey(objectType, objectId));
  return name ? `${objectTypeLabel(objectType)}: ${name}` : `${objectShortLabel(objectType)} ${objectId}`.trim();
}

/** The CSV export's columns (lib/audit/export.ts streams it). */
export const AUDIT_CSV_HEADER = [
  'fecha',
  'persona',
  'acción',
  'objeto',
  'id',
  'nombre',
  'cambios',
  'dirección',
] as const;

/**
 * One entry as a record of the CSV export, in the page's words (a spreadsheet date, the action's and
 * object's names, the object's name where found, the changes as the page says them).
 */
export function auditCsvCells(r: AuditEntry, names?: AuditNames): CsvCell[] {
  return [
    spreadsheetDateTime(r.at),
    r.actorEmail,
    actionLabel(r.action),
    objectTypeLabel(r.objectType),
    r.objectId,
    names?.objects.get(objectKey(r.objectType, r.objectId)) ?? '',
    describeChanges(parse(r.changes), names),
    r.client,
  ];
}

/** An entry's changes as recorded (JSON), for names.ts. */
export const parseChanges = parse;

/**
 * For the cleanup only: the oldest `limit` entries older than the retention (by the index on
 * `at, id`). `found` < `limit` once none is left.
 */
export async function deleteAuditBefore(
  tx: Prisma.TransactionClient,
  cutoff: Date,
  limit: number,
): Promise<{ found: number; deleted: number }> {
  const rows = await tx.auditEntry.findMany({
    where: { at: { lt: cutoff } },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
    take: limit,
    select: { id: true },
  });
  if (rows.length === 0) return { found: 0, deleted: 0 };
  const { count } = await tx.auditEntry.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
  return { found: rows.length, deleted: count };
}
