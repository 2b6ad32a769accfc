// /blog in pages of NEWS_PAGE_SIZE items, newest first: /blog is the first, /blog/pagina/2 the
// second (and /en/blog, /en/blog/pagina/2 in English), by the public lists' one rule
// (lib/content/list-pages.ts). Pure.
import { listPages } from '@/lib/content/list-pages';
import type { Locale } from '@/lib/i18n/routing';

export const NEWS_PAGE_SIZE = 12;

/** The news list's pages, by the public lists' one rule. */
export const newsPages = listPages('/blog', NEWS_PAGE_SIZE);
const pages = newsPages;

/** How many list pages `count` items fill (one, empty, when there are none). */
export const newsPageCount = (count: number): number => pages.pageCount(count);

/** The items of page `pagina` (1-based). */
export const newsPageItems = <T>(items: readonly T[], pagina: number): T[] => pages.pageItems(items, pagina);

/** The Spanish path of a list page: `/blog`, `/blog/pagina/2`… */
export const newsListPath = (pagina: number): string => pages.path(pagina);

/** The same in the page's language. */
export const newsListHref = (pagina: number, locale: Locale): string => pages.href(pagina, locale);

/** The page number a `/blog/pagina/<n>` segment names: 2 or more, else null (page 1 is /blog itself). */
export const newsPageFromSegment = (segment: string): number | null => pages.fromSegment(segment);
