// The pager of a paged public list (lib/content/list-pages.ts: /blog, /novedades): newer and older
// pages as plain links (rel prev/next), and where this one stands. No script.
import type { ListPages } from '@/lib/content/list-pages';
import type { Locale } from '@/lib/i18n/routing';

const link =
  'inline-flex min-h-10 items-center rounded-full border border-teal-700 px-4 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50';

export interface ListPagerProps {
  pages: ListPages;
  pagina: number;
  paginas: number;
  locale: Locale;
  labels: { nav: string; newer: string; older: string; pageOf: string };
  testId: string;
}

export function ListPager({ pages, pagina, paginas, locale, labels, testId }: ListPagerProps) {
  return (
    <nav
      aria-label={labels.nav}
      className="mt-10 flex flex-wrap items-center justify-between gap-3"
      data-testid={testId}
    >
      {pagina > 1 ? (
        <a href={pages.href(pagina - 1, locale)} rel="prev" className={link}>
          ← {labels.newer}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{labels.pageOf}</p>
      {pagina < paginas ? (
        <a href={pages.href(pagina + 1, locale)} rel="next" className={link}>
          {labels.older} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** rel prev/next for search engines (React places them in the head). */
export function ListPageLinks({
  pages,
  pagina,
  paginas,
  locale,
  base,
}: Omit<ListPagerProps, 'labels' | 'testId'> & { base: string }) {
  return (
    <>
      {pagina > 1 && <link rel="prev" href={`${base}${pages.href(pagina - 1, locale)}`} />}
      {pagina < paginas && <link rel="next" href={`${base}${pages.href(pagina + 1, locale)}`} />}
    </>
  );
}
