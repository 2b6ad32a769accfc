// /blog/<id>-<slug>: one news item on its own indexable page, with NewsArticle JSON-LD.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { newsArticleJsonLd } from '@/lib/news/seo';
import { NEWS_PAGE_SIZE, newsListPath } from '@/lib/news/list-pages';
import { publishedNews, type NewsView } from '@/lib/news/view';
import { publicSiteUrl } from '@/lib/seo/site-url';
import { NewsHtml } from './news-html';
import { NewsPicture } from './news-picture';

type T = Awaited<ReturnType<typeof getTranslations<'News'>>>;

/** The article's content under its header (also the back office's preview). */
export function NewsArticleBody({ item, t }: { item: NewsView; t: T }) {
  return (
    <>
      <p className="sr-only">
        {t('publishedOn')} <time dateTime={item.date}>{item.dateLabel}</time>
      </p>
      <NewsPicture image={item.image} alt={item.imageAlt} priority />
      <NewsHtml html={item.summaryHtml} className="mt-6 text-lg" />
      <NewsHtml html={item.bodyHtml} className="mt-6" />
      {item.link && (
        <p className="mt-8">
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex rounded-full bg-teal-800 px-5 py-2 text-sm font-semibold text-white hover:bg-teal-900"
          >
            {t('openLink')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        </p>
      )}
    </>
  );
}

export async function NewsArticlePage({ item }: { item: NewsView }) {
  const t = await getTranslations({ locale: 'es', namespace: 'News' });
  const base = publicSiteUrl();
  // Back to the list page that holds the item (the list is paginated, lib/news/list-pages.ts).
  const index = (await publishedNews()).findIndex((n) => n.id === item.id);
  const back = newsListPath(index < 0 ? 1 : Math.floor(index / NEWS_PAGE_SIZE) + 1);
  return (
    <PageFrame locale="es" path="/blog" header={{ titulo: item.titleText, subtitulo: item.dateLabel }}>
      <JsonLd data={newsArticleJsonLd(item, base)} />
      <div className="bg-slate-50">
        <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <nav aria-label={t('breadcrumb')} className="mb-6 text-sm">
            <a href={back} className="font-semibold text-teal-800 hover:underline">
              ← {t('backToList')}
            </a>
          </nav>
          <NewsArticleBody item={item} t={t} />
        </article>
      </div>
    </PageFrame>
  );
}
