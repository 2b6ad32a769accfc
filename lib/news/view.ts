// News as the pages show it. Read once per refresh, never per request: the list is a cached read
// of the news feed (lib/news/feed.ts, lib/freshness), whose time floor every page that reads it
// takes (/blog, /en/blog, /blog/<id>-<slug>, the sitemap, the RSS).
import 'server-only';
import { existsSync } from 'node:fs';
import { sqliteFile } from '@/lib/db/url';
import { env } from '@/lib/env';
import { cachedFeedRead } from '@/lib/freshness/cache';
import { log } from '@/lib/log';
import { formatNewsDate } from './date';
import { newsFeed } from './feed';
import { htmlToText, safeExternalLink, sanitizeRichHtml, sanitizeTitleHtml, truncateText } from './html';
import { imageHash, imageInfo, newsImagePath } from './image';
import { listNews, type NewsRecord } from './repository';
import { newsSlug } from './slug';

export interface NewsImage {
  src: string;
  width: number;
  height: number;
  /** Size in bytes (RSS enclosures); absent for the placeholder. */
  bytes?: number;
}

export interface NewsView {
  id: number;
  slug: string;
  titleHtml: string;
  titleText: string;
  date: string;
  dateLabel: string;
  summaryHtml: string;
  /** Plain text of the summary, at most 160 characters (meta description, RSS). */
  description: string;
  bodyHtml: string;
  link: string;
  image: NewsImage | null;
  /** The picture's text alternative (the title when staff gave none). */
  imageAlt: string;
  updatedAt: string;
}

export function toView(n: NewsRecord): NewsView {
  const titleHtml = sanitizeTitleHtml(n.title);
  const titleText = htmlToText(titleHtml);
  const summaryHtml = sanitizeRichHtml(n.summary);
  const info = n.image && n.image.byteLength ? imageInfo(n.image) : null;
  return {
    id: n.id,
    slug: n.slug ? `${n.id}-${n.slug}` : newsSlug(n.id, titleText),
    titleHtml,
    titleText,
    date: n.date,
    dateLabel: formatNewsDate(n.date),
    summaryHtml,
    description: truncateText(n.metaDescription.trim() || htmlToText(summaryHtml), 160),
    bodyHtml: sanitizeRichHtml(n.body),
    link: safeExternalLink(n.link),
    image:
      info && n.image
        ? {
            src: newsImagePath(n.id, imageHash(n.image), info.type),
            width: info.width,
            height: info.height,
            bytes: n.image.byteLength,
          }
        : null,
    imageAlt: n.imageAlt.trim() || titleText,
    updatedAt: n.updatedAt.toISOString(),
  };
}

/** Every item, straight from the database (throws when it cannot be read). */
export async function readAllNews(): Promise<NewsView[]> {
  // The build has no database: do not let the driver create an empty file where one is expected.
  const url = env().DATABASE_URL;
  if (url.startsWith('file:') && !existsSync(sqliteFile(url))) throw new Error('no database yet');
  return (await listNews()).map(toView);
}

// A failure throws inside, so nothing is cached and the next render tries again.
const cachedList = cachedFeedRead(newsFeed, 'view-list-v1', readAllNews);

/** The list a reader gives, or an empty list when the news cannot be read (a page without news beats an error page; the log says why). */
export async function orEmpty(read: () => Promise<NewsView[]>): Promise<NewsView[]> {
  try {
    return await read();
  } catch (error) {
    log().warn({ event: 'news.unavailable', err: (error as Error)?.message }, 'news unavailable, showing none');
    return [];
  }
}

/** Every published item, newest first; an empty list when the news cannot be read. */
export async function publishedNews(): Promise<NewsView[]> {
  return orEmpty(cachedList);
}

export async function publishedNewsItem(id: number): Promise<NewsView | null> {
  return (await publishedNews()).find((n) => n.id === id) ?? null;
}
