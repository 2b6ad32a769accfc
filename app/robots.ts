import type { MetadataRoute } from 'next';
import { ACCOUNT_PATHS } from '@/lib/account/paths';
import { publicSiteUrl } from '@/lib/seo/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...ACCOUNT_PATHS, '/api/'] }],
    sitemap: `${publicSiteUrl()}/sitemap.xml`,
  };
}
