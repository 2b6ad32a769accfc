// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { IntegracionesPage } from '@/components/pages/integraciones-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/integraciones-terceros');

export default function Page() {
  return <IntegracionesPage locale="es" />;
}
