// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { PricesPage } from '@/components/pages/prices-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/precios');

export default function Page() {
  return <PricesPage locale="es" />;
}
