import { AppsWebPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/aplicaciones-web');

export default function Page() {
  return <AppsWebPage locale="es" />;
}
