// The public base URL used in canonical links, Open Graph and the sitemap. It is baked into the
// static pages at build time: SITE_URL when the build has it, else the company's address.
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';

export function publicSiteUrl(): string {
  const e = env();
  return (e.siteUrlConfigured ? e.SITE_URL : company.siteUrl).replace(/\/$/, '');
}
