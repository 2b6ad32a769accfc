// /blog and its further pages (/blog/pagina/<n>, lib/news/list-pages.ts): a page of news items
// rendered on the server, static and revalidated (lib/news/view), with links to the pages before
// and after (plain links, and rel prev/next for search engines).
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';
import { NEWS_PAGE_SIZE, newsListPath, newsPageCount, newsPageItems, newsPages } from '@/lib/news/list-pages';
import { publishedNews, type NewsView } from '@/lib/news/view';
import { publicSiteUrl } from '@/lib/seo/site-url';
import { ListPageLinks, ListPager } from './list-pager';
import { NewsExpander } from './news-expander';
import { NewsHtml, NewsTitle } from './news-html';
import { NewsPicture } from './news-picture';
import { RssLink } from './rss-link';

type T = Awaited<ReturnType<typeof getTranslations<'News'>>>;

/** One item of /blog (also the back office's preview). */
export function NewsCard({ item, t, first }: { item: NewsView; t: T; first: boolean }) {
  const anchorId = `noticia-${item.id}`;
  return (
    <article
      id={anchorId}
      data-news-id={item.id}
      aria-labelledby={`${anchorId}-titulo`}
      className="scroll-mt-6 grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <a href={`/blog/${item.slug}`} tabIndex={-1} aria-hidden="true" className="block self-start">
        <NewsPicture image={item.image} alt={item.imageAlt} priority={first} />
      </a>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-teal-800">
          <time dateTime={item.date}>{item.dateLabel}</time>
        </p>
        <h2 id={`${anchorId}-titulo`} className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          <a href={`/blog/${item.slug}`} className="hover:text-teal-800 hover:underline">
            <NewsTitle html={item.titleHtml} />
          </a>
        </h2>
        <NewsHtml html={item.summaryHtml} className="mt-3" />
        <NewsExpander anchorId={anchorId} more={t('readMore')} less={t('readLess')}>
          <NewsHtml html={item.bodyHtml} />
        </NewsExpander>
        {item.link && (
          <p className="mt-4">
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 underline hover:text-teal-950"
            >
              {t('openLink')}
              <span className="sr-only"> {t('newTab')}</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
                <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
              </svg>
            </a>
          </p>
        )}
      </div>
    </article>
  );
}

/** Page `pagina` of the list (1: /blog); a page past the last is not found. */
export async function NewsPage({ locale, pagina = 1 }: { locale: Locale; pagina?: number }) {
  const t = await getTranslations({ locale, namespace: 'News' });
  const text = pageText('/blog');
  const all = await publishedNews();
  const paginas = newsPageCount(all.length);
  if (pagina > paginas) notFound();
  const news = newsPageItems(all, pagina);
  const base = publicSiteUrl();
  return (
    <PageFrame
      locale={locale}
      path={newsListPath(pagina)}
      header={{ titulo: text.heading ?? text.title, subtitulo: text.subtitle ?? text.description }}
    >
      <ListPageLinks pages={newsPages} pagina={pagina} paginas={paginas} locale={locale} base={base} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-slate-900">
              {pagina > 1 ? `${t('listHeading')} · ${t('pageOf', { pagina, paginas })}` : t('listHeading')}
            </h2>
            <RssLink href="/blog/rss.xml">{t('rss')}</RssLink>
          </div>
          {news.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {t('empty')}
            </p>
          ) : (
            <ol className="space-y-8" aria-label={t('listHeading')} start={(pagina - 1) * NEWS_PAGE_SIZE + 1}>
              {news.map((item, i) => (
                <li key={item.id}>
                  <NewsCard item={item} t={t} first={i === 0} />
                </li>
              ))}
            </ol>
          )}
          {paginas > 1 && (
            <ListPager
              pages={newsPages}
              pagina={pagina}
              paginas={paginas}
              locale={locale}
              labels={{
                nav: t('pages'),
                newer: t('newer'),
                older: t('older'),
                pageOf: t('pageOf', { pagina, paginas }),
              }}
              testId="news-pager"
            />
          )}
        </div>
      </div>
    </PageFrame>
  );
}
