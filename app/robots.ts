import type { MetadataRoute } from 'next';
import { publicSiteUrl } from '@/lib/seo/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/micuenta', '/login', '/api/'] }],
    sitemap: `${publicSiteUrl()}/sitemap.xml`,
  };
}
