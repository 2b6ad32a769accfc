import { IntegracionesPage } from '@/components/pages/integraciones-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/integraciones-terceros');

export default function Page() {
  return <IntegracionesPage locale="es" />;
}
