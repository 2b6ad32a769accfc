import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/lib/content/routes';
import { publicSiteUrl } from '@/lib/seo/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = publicSiteUrl();
  return publicRoutes.map((r) => ({
    url: `${base}${r.path}`,
    changeFrequency: r.kind === 'news' ? 'daily' : 'monthly',
    priority: r.kind === 'home' ? 1 : r.kind === 'solution' ? 0.8 : 0.5,
  }));
}
