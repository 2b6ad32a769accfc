// The one rule of the public lists that grow (the news at /blog, the releases at /novedades): pages of
// a fixed number of items, newest first; page 1 is the list's own address, page n (2 or more) is
// `<base>/pagina/<n>` (next.config.ts sends `<base>/pagina/1` to the base). Each page is static and
// refreshed with its feed (lib/freshness), so a visitor downloads one page of items, not every one
// ever published. Pure.
import { localePath, type Locale } from '@/lib/i18n/routing';

export interface ListPages {
  readonly base: string;
  readonly pageSize: number;
  /** How many pages `count` items fill (one, empty, when there are none). */
  pageCount(count: number): number;
  /** The items of page `pagina` (1-based) of the whole list. */
  pageItems<T>(items: readonly T[], pagina: number): T[];
  /** The Spanish path of a page: `<base>`, `<base>/pagina/2`… */
  path(pagina: number): string;
  /** The same in the page's language. */
  href(pagina: number, locale: Locale): string;
  /**
   * The page number a `<base>/pagina/<n>` segment names: 2 or more, in its one spelling (no zeros
   * in front), else null (page 1 is the base itself).
   */
  fromSegment(segment: string): number | null;
}

export function listPages(base: string, pageSize: number): ListPages {
  const path = (pagina: number) => (pagina <= 1 ? base : `${base}/pagina/${pagina}`);
  return {
    base,
    pageSize,
    pageCount: (count) => Math.max(1, Math.ceil(count / pageSize)),
    pageItems: (items, pagina) => items.slice((pagina - 1) * pageSize, pagina * pageSize),
    path,
    href: (pagina, locale) => localePath(path(pagina), locale),
    fromSegment(segment) {
      if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
      const n = Number(segment);
      return n >= 2 ? n : null;
    },
  };
}
