// The news table: the only module that reads or writes it. Input is validated and sanitised
// on the way in (schema.ts); readers sanitise again on the way out.
import 'server-only';
import { db } from '@/lib/db';
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
}

/** Newest first; items of the same day by the order they were published (last first). */
const NEWEST_FIRST = [{ date: 'desc' as const }, { id: 'desc' as const }];

export async function listNews(): Promise<NewsRecord[]> {
  return db().news.findMany({ orderBy: NEWEST_FIRST });
}

export async function findNews(id: number): Promise<NewsRecord | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return db().news.findUnique({ where: { id } });
}

export async function findNewsImage(id: number): Promise<{ image: Uint8Array; imageType: string } | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db().news.findUnique({ where: { id }, select: { image: true, imageType: true } });
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

/** Withdraws an item; false when there was none. */
export async function deleteNews(id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const { count } = await db().news.deleteMany({ where: { id } });
  return count > 0;
}

export async function countNews(): Promise<number> {
  return db().news.count();
}
