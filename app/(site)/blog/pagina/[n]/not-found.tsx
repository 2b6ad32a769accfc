// A list page past the last (the news shrank since the link was made) or not a page number.
import { NewsNotFound } from '@/components/news/news-not-found';

export default function ListPageNotFound() {
  return <NewsNotFound titulo="Página no encontrada" subtitulo="Esta página de noticias ya no existe." />;
}
