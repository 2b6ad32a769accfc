import { NewsPage } from '@/components/news/news-page';
import { pageMetadata } from '@/lib/seo/metadata';

// The time floor of the news (lib/news/view NEWS_REVALIDATE; route configs must be literals).
// The staff tool also revalidates on demand.
export const revalidate = 60;

const base = pageMetadata('/blog');
export const metadata = {
  ...base,
  alternates: { ...base.alternates, types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: 'Noticias' }] } },
};

export default function Page() {
  return <NewsPage locale="es" />;
}
