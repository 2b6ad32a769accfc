// The route of the news list's further pages, /blog/pagina/<n> and /en/blog/pagina/<n> (page 1 is
// /blog itself, lib/news/list-pages.ts): one definition for both languages' route files.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { newsPageFromSegment } from '@/lib/news/list-pages';
import { newsListMetadata } from '@/lib/news/seo';
import { NewsPage } from './news-page';

type Params = { n: string };

export function newsListRoute(locale: Locale) {
  return {
    // The build has no database: pages are rendered on their first request, then cached.
    generateStaticParams: (): Params[] => [],
    async generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
      const pagina = newsPageFromSegment((await params).n);
      return pagina ? newsListMetadata(pagina, locale) : {};
    },
    async Page({ params }: { params: Promise<Params> }) {
      const pagina = newsPageFromSegment((await params).n);
      if (!pagina) notFound();
      return <NewsPage locale={locale} pagina={pagina} />;
    },
  };
}
