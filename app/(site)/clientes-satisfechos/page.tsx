import { BasicPage } from '@/components/pages/basic-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/clientes-satisfechos');

export default function Page() {
  return <BasicPage locale="es" path="/clientes-satisfechos" />;
}
