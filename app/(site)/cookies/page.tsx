import { CookiesPage } from '@/components/pages/legal-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/cookies');

export default function Page() {
  return <CookiesPage locale="es" />;
}
