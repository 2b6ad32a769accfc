// /novedades and its further pages (/novedades/pagina/<n>): every published version of every module,
// newest first, a page at a time, with its notes: static, built from the releases feed and
// refreshed within seconds of a publication (lib/products/public.ts). The files stay behind the
// account; an adapted version links its declaration. No script of its own: the pager is links.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { ListPageLinks, ListPager } from '@/components/news/list-pager';
import { RssLink } from '@/components/news/rss-link';
import { NewsHtml } from '@/components/news/news-html';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';
import { dayLabel } from '@/lib/products/fields';
import { declarationPath, publicReleasesPage, releaseAnchor, releasesPages } from '@/lib/products/public';
import { listPageMetadata } from '@/lib/seo/metadata';
import { publicSiteUrl } from '@/lib/seo/site-url';

/** Page `pagina` of the versions (1: /novedades); a page past the last is not found. */
export async function ReleasesPage({ locale, pagina = 1 }: { locale: Locale; pagina?: number }) {
  const text = pageText('/novedades');
  const { versions: releases, total } = await publicReleasesPage(pagina);
  const paginas = releasesPages.pageCount(total);
  if (pagina > paginas) notFound();
  const base = publicSiteUrl();
  return (
    <PageFrame
      locale={locale}
      path={releasesPages.path(pagina)}
      header={{ titulo: text.heading ?? text.title, subtitulo: text.subtitle ?? text.description }}
    >
      <ListPageLinks pages={releasesPages} pagina={pagina} paginas={paginas} locale={locale} base={base} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">
              Las descargas (instaladores, manuales) están en el{' '}
              <a href="/micuenta?pestana=productos" className="font-semibold text-teal-800 underline">
                área de clientes
              </a>
              .
            </p>
            <RssLink href="/novedades/rss.xml">Suscribirse (RSS)</RssLink>
          </div>
          {releases.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              Todavía no hay versiones publicadas.
            </p>
          ) : (
            <ol
              className="space-y-6"
              aria-label="Versiones publicadas"
              start={(pagina - 1) * releasesPages.pageSize + 1}
            >
              {releases.map((v) => (
                <li key={v.id}>
                  <article
                    id={releaseAnchor(v)}
                    data-release-id={v.id}
                    aria-labelledby={`${releaseAnchor(v)}-titulo`}
                    className="scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
                  >
                    <p className="text-sm font-semibold text-teal-800">
                      <time dateTime={v.releasedOn}>{dayLabel(new Date(`${v.releasedOn}T00:00:00Z`))}</time>
                      {v.verifactu && (
                        <span className="ml-3 rounded-full bg-teal-50 px-2 py-0.5 text-teal-900">Veri*Factu</span>
                      )}
                    </p>
                    <h2
                      id={`${releaseAnchor(v)}-titulo`}
                      className="mt-1 text-xl font-bold tracking-tight text-slate-900"
                    >
                      {v.productName} {v.number}
                    </h2>
                    <NewsHtml html={v.notes} className="mt-3" />
                    {v.verifactu && (
                      <p className="mt-4">
                        <a href={declarationPath(v.id)} className="text-sm font-semibold text-teal-800 underline">
                          Declaración responsable de {v.productName} {v.number} (PDF)
                        </a>
                      </p>
                    )}
                  </article>
                </li>
              ))}
            </ol>
          )}
          {paginas > 1 && (
            <ListPager
              pages={releasesPages}
              pagina={pagina}
              paginas={paginas}
              locale={locale}
              labels={{
                nav: 'Páginas de novedades',
                newer: 'Más recientes',
                older: 'Anteriores',
                pageOf: `Página ${pagina} de ${paginas}`,
              }}
              testId="releases-pager"
            />
          )}
        </div>
      </div>
    </PageFrame>
  );
}

type Params = { n: string };

/** The route of /novedades/pagina/<n> and /en/novedades/pagina/<n>: one definition for both languages. */
export function releasesListRoute(locale: Locale) {
  return {
    // The build has no database: pages are rendered on their first request, then kept until the
    // releases feed changes (its routes name them).
    generateStaticParams: (): Params[] => [],
    async generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
      const pagina = releasesPages.fromSegment((await params).n);
      return pagina ? listPageMetadata(releasesPages, pagina, locale) : {};
    },
    async Page({ params }: { params: Promise<Params> }) {
      const pagina = releasesPages.fromSegment((await params).n);
      if (!pagina) notFound();
      return <ReleasesPage locale={locale} pagina={pagina} />;
    },
  };
}

/** A page past the last (versions withdrawn since the link was made) or not a page number. */
export function ReleasesNotFound({ locale }: { locale: Locale }) {
  return (
    <PageFrame
      locale={locale}
      path="/novedades"
      header={{ titulo: 'Página no encontrada', subtitulo: 'Esta página de novedades ya no existe.' }}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <p className="text-lg text-slate-700">
          Consulta las{' '}
          <a href={releasesPages.href(1, locale)} className="font-semibold text-teal-800 underline">
            últimas versiones
          </a>
          .
        </p>
      </div>
    </PageFrame>
  );
}
