import { AccesibilidadPage } from '@/components/pages/legal-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/accesibilidad');

export default function Page() {
  return <AccesibilidadPage locale="es" />;
}
