// /blog in pages of NEWS_PAGE_SIZE items, newest first: /blog is the first, /blog/pagina/2 the
// second (and /en/blog, /en/blog/pagina/2 in English). Each page is static like /blog (the news
// feed, feed.ts), so a visitor downloads a dozen items, not every one ever published. Pure.
import type { Locale } from '@/lib/i18n/routing';
import { localePath } from '@/lib/i18n/routing';

export const NEWS_PAGE_SIZE = 12;

/** How many list pages `count` items fill (one, empty, when there are none). */
export function newsPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));
}

/** The items of page `pagina` (1-based). */
export function newsPageItems<T>(items: readonly T[], pagina: number): T[] {
  return items.slice((pagina - 1) * NEWS_PAGE_SIZE, pagina * NEWS_PAGE_SIZE);
}

/** The Spanish path of a list page: `/blog`, `/blog/pagina/2`… */
export function newsListPath(pagina: number): string {
  return pagina <= 1 ? '/blog' : `/blog/pagina/${pagina}`;
}

/** The same in the page's language. */
export function newsListHref(pagina: number, locale: Locale): string {
  return localePath(newsListPath(pagina), locale);
}

/**
 * The page number a `/blog/pagina/<n>` segment names: 2 or more, in its one spelling (no zeros in
 * front), else null (page 1 is /blog itself: next.config.ts sends /blog/pagina/1 there).
 */
export function newsPageFromSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
  const n = Number(segment);
  return n >= 2 ? n : null;
}
