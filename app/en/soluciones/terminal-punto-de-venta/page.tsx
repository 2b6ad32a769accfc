// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { TpvPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/terminal-punto-de-venta', 'en');

export default function Page() {
  return <TpvPage locale="en" />;
}
