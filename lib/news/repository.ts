// The news table: the only module that reads or writes it. Input is validated and sanitised
// on the way in (schema.ts); readers sanitise again on the way out.
import 'server-only';
import { db } from '@/lib/db';
import { containsText } from '@/lib/db/text-search';
import { newsInputSchema, newsPatchSchema, type NewsInput, type NewsPatch } from './schema';

export interface NewsRecord {
  id: number;
  title: string;
  date: string;
  summary: string;
  body: string;
  image: Uint8Array | null;
  imageType: string;
  link: string;
  createdAt: Date;
  updatedAt: Date;
  status: string;
  publishAt: Date | null;
  slug: string | null;
  metaDescription: string;
  imageAlt: string;
  version: number;
}

/** What visitors and GetNoticias see: published items whose time has come. */
export function publicNewsWhere(now = new Date()) {
  return { status: 'published', OR: [{ publishAt: null }, { publishAt: { lte: now } }] };
}

/** Newest first; items of the same day by the order they were published (last first). */
const NEWEST_FIRST = [{ date: 'desc' as const }, { id: 'desc' as const }];

/** The published items (the pages, the RSS, the sitemap, GetNoticias). */
export async function listNews(now = new Date()): Promise<NewsRecord[]> {
  return db().news.findMany({ where: publicNewsWhere(now), orderBy: NEWEST_FIRST });
}

/** Every item whatever its status (staff). */
export async function listAllNews(): Promise<NewsRecord[]> {
  return db().news.findMany({ orderBy: NEWEST_FIRST });
}

export async function findNews(id: number): Promise<NewsRecord | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return db().news.findUnique({ where: { id } });
}

export async function findNewsImage(id: number): Promise<{ image: Uint8Array; imageType: string } | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db().news.findFirst({
    where: { id, ...publicNewsWhere() },
    select: { image: true, imageType: true },
  });
  return row?.image ? { image: row.image, imageType: row.imageType } : null;
}

export async function createNews(input: NewsInput): Promise<NewsRecord> {
  const data = newsInputSchema.parse(input);
  return db().news.create({
    data: {
      title: data.title,
      date: data.date,
      summary: data.summary,
      body: data.body,
      link: data.link,
      image: data.image ? Buffer.from(data.image.bytes) : null,
      imageType: data.image?.type ?? '',
    },
  });
}

/** Changes the given fields; null when there is no such item. */
export async function updateNews(id: number, patch: NewsPatch): Promise<NewsRecord | null> {
  const data = newsPatchSchema.parse(patch);
  if (!(await findNews(id))) return null;
  const { image, ...rest } = data;
  return db().news.update({
    where: { id },
    data: {
      ...rest,
      ...(image === undefined ? {} : { image: image ? Buffer.from(image.bytes) : null, imageType: image?.type ?? '' }),
    },
  });
}

/** Deletes an item; false when there was none. */
export async function deleteNews(id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const { count } = await db().news.deleteMany({ where: { id } });
  return count > 0;
}

/**
 * A cheap fingerprint of what the public sees, one aggregate over the items visible now: it moves
 * when any instance or the staff tool changes the news, and when a scheduled item's time comes.
 * Count, last id and last change alone miss a removal and a scheduled item appearing in the same
 * interval (same count; the scheduled item older than the last change): the sum of the visible
 * ids and the latest publication time tell those sets apart.
 */
export async function publicNewsVersion(now = new Date()): Promise<string> {
  const a = await db().news.aggregate({
    where: publicNewsWhere(now),
    _count: { _all: true },
    _sum: { id: true },
    _max: { id: true, updatedAt: true, publishAt: true },
  });
  return [
    a._count._all,
    a._sum.id ?? 0,
    a._max.id ?? 0,
    a._max.updatedAt?.getTime() ?? 0,
    a._max.publishAt?.getTime() ?? 0,
  ].join(':');
}

export async function countNews(): Promise<number> {
  return db().news.count({ where: publicNewsWhere() });
}

export type NewsStatusFilter = 'draft' | 'scheduled' | 'published' | 'withdrawn';

/** The columns staff's list shows: never the picture or the body, which a page of 25 would read for nothing. */
const LIST_COLUMNS = { id: true, title: true, date: true, status: true, publishAt: true, updatedAt: true } as const;
export type NewsListRow = Pick<NewsRecord, keyof typeof LIST_COLUMNS>;

/** Staff's list: search over title and short description, a status, 25 a page. */
export async function listNewsForStaff(
  filter: { q?: string; status?: NewsStatusFilter },
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<{ rows: NewsListRow[]; total: number }> {
  const byStatus = {
    draft: { status: 'draft' },
    scheduled: { status: 'published', publishAt: { gt: now } },
    published: publicNewsWhere(now),
    withdrawn: { status: 'withdrawn' },
  } as const;
  const where = {
    ...(filter.status ? byStatus[filter.status] : {}),
    ...(filter.q ? { AND: [{ OR: [{ title: containsText(filter.q) }, { summary: containsText(filter.q) }] }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db().news.findMany({
      where,
      select: LIST_COLUMNS,
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      skip: (Math.max(1, page) - 1) * pageSize,
      take: pageSize,
    }),
    db().news.count({ where }),
  ]);
  return { rows, total };
}

export function countScheduledNews(now = new Date()): Promise<number> {
  return db().news.count({ where: { status: 'published', publishAt: { gt: now } } });
}

export async function slugTaken(slug: string, exceptId?: number): Promise<boolean> {
  const row = await db().news.findUnique({ where: { slug }, select: { id: true } });
  return Boolean(row && row.id !== exceptId);
}

export interface EditorFields {
  title: string;
  date: string;
  summary: string;
  body: string;
  link: string;
  slug: string | null;
  metaDescription: string;
  imageAlt: string;
  /** undefined: keep the current picture; null: none. */
  image?: { bytes: Uint8Array; type: string } | null;
}

function editorData(f: EditorFields) {
  const { image, ...rest } = f;
  return {
    ...rest,
    ...(image === undefined ? {} : { image: image ? Buffer.from(image.bytes) : null, imageType: image?.type ?? '' }),
  };
}

/** A new draft from the editor (already validated and sanitised). */
export async function createDraft(fields: EditorFields): Promise<NewsRecord> {
  return db().news.create({ data: { ...editorData(fields), status: 'draft' } });
}

/**
 * Saves the editor's fields only if the item is still at `version` (nobody saved since it was
 * opened); the version moves on. Null when it moved on already (or the item is gone).
 */
export async function saveIfVersion(id: number, version: number, fields: EditorFields): Promise<NewsRecord | null> {
  const { count } = await db().news.updateMany({
    where: { id, version },
    data: { ...editorData(fields), version: { increment: 1 } },
  });
  return count === 1 ? findNews(id) : null;
}

export async function setNewsStatus(
  id: number,
  status: 'draft' | 'published' | 'withdrawn',
  publishAt: Date | null,
): Promise<NewsRecord | null> {
  const { count } = await db().news.updateMany({ where: { id }, data: { status, publishAt } });
  return count === 1 ? findNews(id) : null;
}
