// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { ReleasesPage } from '@/components/pages/releases-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/novedades');

export default function Page() {
  return <ReleasesPage locale="es" />;
}
