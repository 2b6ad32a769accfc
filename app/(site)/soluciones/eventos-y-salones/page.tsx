import { BasicPage } from '@/components/pages/basic-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/eventos-y-salones');

export default function Page() {
  return <BasicPage locale="es" path="/soluciones/eventos-y-salones" />;
}
