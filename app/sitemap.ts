import type { MetadataRoute } from 'next';
import { publicPages } from '@/lib/content/pages';
import { newsListPath, newsPageCount } from '@/lib/news/list-pages';
import { newsPath } from '@/lib/news/seo';
import { publishedNews } from '@/lib/news/view';
import { publicSiteUrl } from '@/lib/seo/site-url';

// The news items change at run time: the sitemap follows them like /blog does (the news feed, lib/news/feed.ts).

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = publicSiteUrl();
  const pages: MetadataRoute.Sitemap = publicPages.map((r) => ({
    url: `${base}${r.path}`,
    changeFrequency: r.kind === 'news' ? 'daily' : 'monthly',
    priority: r.kind === 'home' ? 1 : r.kind === 'solution' ? 0.8 : 0.5,
  }));
  const published = await publishedNews();
  // /blog's further pages (the first is /blog, among the pages above).
  const listPages: MetadataRoute.Sitemap = Array.from({ length: newsPageCount(published.length) - 1 }, (_, i) => ({
    url: `${base}${newsListPath(i + 2)}`,
    changeFrequency: 'daily',
    priority: 0.4,
  }));
  const news: MetadataRoute.Sitemap = published.map((n) => ({
    url: `${base}${newsPath(n)}`,
    lastModified: n.updatedAt,
    changeFrequency: 'yearly',
    priority: 0.6,
  }));
  return [...pages, ...listPages, ...news];
}
