import { AppsMovilesPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/aplicaciones-moviles');

export default function Page() {
  return <AppsMovilesPage locale="es" />;
}
