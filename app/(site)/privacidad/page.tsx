import { PrivacidadPage } from '@/components/pages/legal-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/privacidad');

export default function Page() {
  return <PrivacidadPage locale="es" />;
}
