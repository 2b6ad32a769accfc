// What the public pages read of the catalogue, through the releases feed's cache (lib/freshness):
// the published versions for /novedades (a page at a time, by the public lists' one rule,
// lib/content/list-pages.ts) and the newest for its RSS, the adapted ones for /soluciones/verifactu.
// The build has no database: a read that fails shows no versions (and caches nothing), and the
// watcher refreshes the pages as soon as the server runs.
import 'server-only';
import { existsSync } from 'node:fs';
import { company } from '@/lib/content/company';
import { listPages } from '@/lib/content/list-pages';
import { sqliteFile } from '@/lib/db/url';
import { env } from '@/lib/env';
import { cachedFeedRead } from '@/lib/freshness/cache';
import { log } from '@/lib/log';
import { sanitizeRichHtml } from '@/lib/news/html';
import {
  adaptedVersions,
  publishedVersions,
  publishedVersionsPage,
  RELEASES_PAGE_SIZE,
  type VersionView,
} from './catalogue';
import { releasesFeed } from './feed';

function guarded<T>(read: () => Promise<T>): () => Promise<T> {
  return async () => {
    const url = env().DATABASE_URL;
    // Do not let the driver create an empty database file where the build has none.
    if (url.startsWith('file:') && !existsSync(sqliteFile(url))) throw new Error('no database yet');
    return read();
  };
}

const cachedPublished = cachedFeedRead(releasesFeed, 'published-rss-v2', guarded(publishedVersions));
const cachedAdapted = cachedFeedRead(releasesFeed, 'adapted-v1', guarded(adaptedVersions));

async function orNone<T>(read: () => Promise<T>, none: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log().warn({ event: 'releases.unavailable', err: (error as Error)?.message }, 'releases unavailable, showing none');
    return none;
  }
}

/** /novedades, /novedades/pagina/2…: RELEASES_PAGE_SIZE versions a page. */
export const releasesPages = listPages('/novedades', RELEASES_PAGE_SIZE);

/** The newest published versions, newest first, for the RSS (none when they cannot be read). */
export const publicReleases = () => orNone(cachedPublished, []);

/** Page `pagina` of /novedades and how many versions there are in all (none when they cannot be read). */
export const publicReleasesPage = (pagina: number) =>
  orNone(
    cachedFeedRead(
      releasesFeed,
      `published-page-${pagina}-v1`,
      guarded(() => publishedVersionsPage(pagina)),
    ),
    { versions: [], total: 0 },
  );
/** The published versions adapted to Veri*Factu, newest first: their declarations. */
export const publicDeclarations = () => orNone(cachedAdapted, []);

/** A release's anchor on /novedades. */
export const releaseAnchor = (v: Pick<VersionView, 'productSlug' | 'number'>) =>
  `${v.productSlug}-${v.number}`.replace(/[^0-9A-Za-z-]+/g, '-');

/** A public declaration's address (the PDF of a published adapted version). */
export const declarationPath = (versionId: number) => `/soluciones/verifactu/declaracion/${versionId}`;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The newest published versions as RSS 2.0, each linked to the page of /novedades that shows it
 * now (the feed is rebuilt with the pages, lib/products/feed.ts).
 */
export function releasesRss(versions: readonly VersionView[], base: string): string {
  const items = versions
    .map((v, i) => {
      const url = `${base}${releasesPages.path(Math.floor(i / RELEASES_PAGE_SIZE) + 1)}#${releaseAnchor(v)}`;
      return [
        '    <item>',
        `      <title>${xml(`${v.productName} ${v.number}`)}</title>`,
        `      <link>${xml(url)}</link>`,
        `      <guid isPermaLink="false">${xml(`version-${v.id}`)}</guid>`,
        `      <pubDate>${new Date(`${v.releasedOn}T00:00:00Z`).toUTCString()}</pubDate>`,
        `      <description>${xml(sanitizeRichHtml(v.notes))}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`Novedades de versión de ${company.name}`)}</title>
    <link>${xml(`${base}/novedades`)}</link>
    <atom:link href="${xml(`${base}/novedades/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Cada versión publicada de cada módulo, con sus notas.</description>
    <language>es-ES</language>
${items}
  </channel>
</rss>
`;
}
