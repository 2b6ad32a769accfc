// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { AppsWebPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/aplicaciones-web');

export default function Page() {
  return <AppsWebPage locale="es" />;
}
