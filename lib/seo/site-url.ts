// The public base URL used in canonical links, Open Graph, JSON-LD, the sitemap and the RSS. It is
// baked into the static pages at build time: SITE_URL when the build has it, else the company's
// address. The pages the server renders later (the news, the sitemap, the feed) take the build's
// too, so no two pages ever name different addresses (a production server at another SITE_URL does
// not start: lib/env.ts, checkBuiltSiteUrl).
import { company } from '@/lib/content/company';
import { builtSiteUrl, env } from '@/lib/env';

export function publicSiteUrl(): string {
  const built = builtSiteUrl();
  if (built !== undefined) return built || company.siteUrl;
  const e = env();
  return (e.siteUrlConfigured ? e.SITE_URL : company.siteUrl).replace(/\/$/, '');
}
