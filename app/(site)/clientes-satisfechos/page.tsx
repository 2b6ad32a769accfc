// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { ClientesPage } from '@/components/pages/company-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/clientes-satisfechos');

export default function Page() {
  return <ClientesPage locale="es" />;
}
