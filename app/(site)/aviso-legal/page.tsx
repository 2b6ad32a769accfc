// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { AvisoLegalPage } from '@/components/pages/legal-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/aviso-legal');

export default function Page() {
  return <AvisoLegalPage locale="es" />;
}
