// /novedades: every published version of every module, newest first, with its notes: static, built
// from the releases feed and refreshed within seconds of a publication (lib/products/public.ts). The
// files stay behind the account; an adapted version links its declaration. No script of its own.
import { PageFrame } from '@/components/layout/page-frame';
import { RssLink } from '@/components/news/rss-link';
import { NewsHtml } from '@/components/news/news-html';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';
import { dayLabel } from '@/lib/products/fields';
import { declarationPath, publicReleases, releaseAnchor } from '@/lib/products/public';

export async function ReleasesPage({ locale }: { locale: Locale }) {
  const text = pageText('/novedades');
  const releases = await publicReleases();
  return (
    <PageFrame
      locale={locale}
      path="/novedades"
      header={{ titulo: text.heading ?? text.title, subtitulo: text.subtitle ?? text.description }}
    >
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
            <ol className="space-y-6" aria-label="Versiones publicadas">
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
        </div>
      </div>
    </PageFrame>
  );
}
