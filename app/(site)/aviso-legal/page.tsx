import { AvisoLegalPage } from '@/components/pages/legal-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/aviso-legal');

export default function Page() {
  return <AvisoLegalPage locale="es" />;
}
