import { BasicPage } from '@/components/pages/basic-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/kit-digital');

export default function Page() {
  return <BasicPage locale="es" path="/soluciones/kit-digital" />;
}
