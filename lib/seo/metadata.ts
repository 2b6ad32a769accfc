// One helper for every page's metadata: title, description, canonical (always the Spanish URL),
// Open Graph with our PNG card.
import type { Metadata } from 'next';
import { company } from '@/lib/content/company';
import type { ListPages } from '@/lib/content/list-pages';
import { pageText, publicPages } from '@/lib/content/pages';
import { englishPath } from '@/lib/content/page-address';
import type { Locale } from '@/lib/i18n/routing';

export const OG_IMAGE = { url: '/og.png', width: 1200, height: 630, alt: company.name };

/** The news list, in either language, points feed readers at the RSS. */
const NEWS_FEED = { 'application/rss+xml': [{ url: '/blog/rss.xml', title: 'Noticias' }] };
const newsPaths = new Set<string>(publicPages.filter((p) => p.kind === 'news').map((p) => p.path));
/** /novedades, in either language, points feed readers at the releases' RSS. */
const RELEASES_FEED = { 'application/rss+xml': [{ url: '/novedades/rss.xml', title: 'Novedades de versión' }] };

export function pageMetadata(path: string, locale: Locale = 'es', overrides: Partial<Metadata> = {}): Metadata {
  const text = pageText(path);
  // hreflang only towards an English version that exists (none for /login, /micuenta).
  const english = englishPath(path);
  return {
    title: text.title,
    description: text.description,
    alternates: {
      canonical: path,
      languages: locale === 'es' && english !== null ? { es: path, en: english } : undefined,
      types: newsPaths.has(path) ? NEWS_FEED : path === '/novedades' ? RELEASES_FEED : undefined,
    },
    openGraph: {
      type: 'website',
      locale: 'es_ES',
      siteName: company.name,
      url: path,
      title: text.title,
      description: text.description,
      images: [OG_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: text.title, description: text.description, images: [OG_IMAGE.url] },
    ...overrides,
  };
}

/**
 * A further page (2 or more) of a paged public list (lib/content/list-pages.ts): the list's
 * metadata with its own title and canonical (the Spanish page, as every page's).
 */
export function listPageMetadata(pages: ListPages, pagina: number, locale: Locale): Metadata {
  const base = pageMetadata(pages.base, locale);
  const title = `${base.title as string} · página ${pagina}`;
  const path = pages.path(pagina);
  return {
    ...base,
    title,
    alternates: {
      ...base.alternates,
      canonical: path,
      languages: locale === 'es' ? { es: path, en: pages.href(pagina, 'en') } : undefined,
    },
    openGraph: { ...base.openGraph, url: path, title },
    twitter: { ...base.twitter, title },
  };
}
