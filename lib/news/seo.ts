// Search-engine view of a news item: metadata, NewsArticle JSON-LD, RSS. Pure (no database).
import type { Metadata } from 'next';
import { company } from '@/lib/content/company';
import type { Locale } from '@/lib/i18n/routing';
import { listPageMetadata, OG_IMAGE } from '@/lib/seo/metadata';
import { rssDate } from './date';
import { newsPages } from './list-pages';
import type { NewsView } from './view';
import { xmlText as xml } from '@/lib/text/xml';

export function newsPath(n: Pick<NewsView, 'slug'>): string {
  return `/blog/${n.slug}`;
}

/** A further page of the list (2 or more): its own title and canonical (the Spanish page, as every page's). */
export function newsListMetadata(pagina: number, locale: Locale): Metadata {
  return listPageMetadata(newsPages, pagina, locale);
}

export function newsMetadata(n: NewsView): Metadata {
  const path = newsPath(n);
  const image = n.image
    ? { url: n.image.src, width: n.image.width, height: n.image.height, alt: n.titleText }
    : OG_IMAGE;
  return {
    title: n.titleText,
    description: n.description,
    alternates: {
      canonical: path,
      types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: `Noticias de ${company.name}` }] },
    },
    openGraph: {
      type: 'article',
      locale: 'es_ES',
      siteName: company.name,
      url: path,
      title: n.titleText,
      description: n.description,
      publishedTime: n.date,
      modifiedTime: n.updatedAt,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: n.titleText, description: n.description, images: [image.url] },
  };
}

export function newsArticleJsonLd(n: NewsView, base: string): Record<string, unknown> {
  const url = `${base}${newsPath(n)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: n.titleText.slice(0, 110),
    description: n.description,
    datePublished: n.date,
    dateModified: n.updatedAt,
    inLanguage: 'es-ES',
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [`${base}${n.image?.src ?? OG_IMAGE.url}`],
    author: { '@type': 'Organization', name: company.name, url: base },
    publisher: {
      '@type': 'Organization',
      name: company.name,
      url: base,
      logo: { '@type': 'ImageObject', url: `${base}/icon.svg` },
    },
  };
}

/** RSS 2.0 of the news, newest first. */
export function newsRss(items: NewsView[], base: string): string {
  const entries = items
    .map((n) => {
      const url = `${base}${newsPath(n)}`;
      return [
        '    <item>',
        `      <title>${xml(n.titleText)}</title>`,
        `      <link>${xml(url)}</link>`,
        `      <guid isPermaLink="true">${xml(url)}</guid>`,
        `      <pubDate>${rssDate(n.date)}</pubDate>`,
        `      <description>${xml(n.summaryHtml)}</description>`,
        n.image
          ? `      <enclosure url="${xml(`${base}${n.image.src}`)}" type="${n.image.src.endsWith('.jpg') ? 'image/jpeg' : n.image.src.endsWith('.webp') ? 'image/webp' : 'image/png'}" length="${n.image.bytes ?? 0}"/>`
          : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`Noticias de ${company.name}`)}</title>
    <link>${xml(`${base}/blog`)}</link>
    <atom:link href="${xml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Novedades de producto, normativa y eventos del sector hotelero.</description>
    <language>es-ES</language>
${entries}
  </channel>
</rss>
`;
}
