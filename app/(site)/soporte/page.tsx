import { SupportPage } from '@/components/pages/support-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soporte');

export default function Page() {
  return <SupportPage locale="es" />;
}
