// A news address that names no published item.
import { NewsNotFound } from '@/components/news/news-not-found';

export default function ItemNotFound() {
  return (
    <NewsNotFound titulo="Noticia no encontrada" subtitulo="La noticia que buscas no existe o ya no está publicada." />
  );
}
