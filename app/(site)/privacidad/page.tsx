// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { PrivacidadPage } from '@/components/pages/legal-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/privacidad');

export default function Page() {
  return <PrivacidadPage locale="es" />;
}
