// A news address that names nothing published (an item, or a list page past the last): the site's
// own page, with navbar and footer, and the way back to the list.
import { PageFrame } from '@/components/layout/page-frame';
import type { Locale } from '@/lib/i18n/routing';

const link = 'font-semibold text-teal-800 underline';

export function NewsNotFound({
  titulo,
  subtitulo,
  locale = 'es',
}: {
  titulo: string;
  subtitulo: string;
  locale?: Locale;
}) {
  return (
    <PageFrame locale={locale} path="/blog" header={{ titulo, subtitulo }}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <p className="text-lg text-slate-700">
          Consulta las{' '}
          <a href={locale === 'es' ? '/blog' : '/en/blog'} className={link}>
            últimas noticias
          </a>{' '}
          o vuelve al{' '}
          <a href={locale === 'es' ? '/index' : '/en'} className={link}>
            inicio
          </a>
          .
        </p>
      </div>
    </PageFrame>
  );
}
