import { TrabajaPage } from '@/components/pages/company-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/trabaja-con-nosotros');

export default function Page() {
  return <TrabajaPage locale="es" />;
}
