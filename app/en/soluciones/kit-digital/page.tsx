// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { KitDigitalPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/kit-digital', 'en');

export default function Page() {
  return <KitDigitalPage locale="en" />;
}
