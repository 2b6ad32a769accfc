// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { AppsMovilesPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/aplicaciones-moviles');

export default function Page() {
  return <AppsMovilesPage locale="es" />;
}
