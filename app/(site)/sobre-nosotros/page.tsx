import { BasicPage } from '@/components/pages/basic-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/sobre-nosotros');

export default function Page() {
  return <BasicPage locale="es" path="/sobre-nosotros" />;
}
