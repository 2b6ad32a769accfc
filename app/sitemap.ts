import type { MetadataRoute } from 'next';
import { publicPages } from '@/lib/content/pages';
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
  const news: MetadataRoute.Sitemap = (await publishedNews()).map((n) => ({
    url: `${base}${newsPath(n)}`,
    lastModified: n.updatedAt,
    changeFrequency: 'yearly',
    priority: 0.6,
  }));
  return [...pages, ...news];
}
