import { BackOfficePage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/back-office');

export default function Page() {
  return <BackOfficePage locale="es" />;
}
