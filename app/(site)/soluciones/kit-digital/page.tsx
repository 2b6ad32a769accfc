import { KitDigitalPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/kit-digital');

export default function Page() {
  return <KitDigitalPage locale="es" />;
}
