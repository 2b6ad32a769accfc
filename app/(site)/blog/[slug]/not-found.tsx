// A news address that names no published item: the site's own page, with navbar and footer.
import { PageFrame } from '@/components/layout/page-frame';

const link = 'font-semibold text-teal-800 underline';

export default function NewsNotFound() {
  return (
    <PageFrame
      locale="es"
      path="/blog"
      header={{ titulo: 'Noticia no encontrada', subtitulo: 'La noticia que buscas no existe o ya no está publicada.' }}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <p className="text-lg text-slate-700">
          Consulta las{' '}
          <a href="/blog" className={link}>
            últimas noticias
          </a>{' '}
          o vuelve al{' '}
          <a href="/index" className={link}>
            inicio
          </a>
          .
        </p>
      </div>
    </PageFrame>
  );
}
