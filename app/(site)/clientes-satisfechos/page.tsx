import { ClientesPage } from '@/components/pages/company-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/clientes-satisfechos');

export default function Page() {
  return <ClientesPage locale="es" />;
}
