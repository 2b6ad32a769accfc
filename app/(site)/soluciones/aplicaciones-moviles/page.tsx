import { BasicPage } from '@/components/pages/basic-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/aplicaciones-moviles');

export default function Page() {
  return <BasicPage locale="es" path="/soluciones/aplicaciones-moviles" />;
}
