import { VerifactuPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/verifactu');

export default function Page() {
  return <VerifactuPage locale="es" />;
}
