// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { AccesibilidadPage } from '@/components/pages/legal-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/accesibilidad', 'en');

export default function Page() {
  return <AccesibilidadPage locale="en" />;
}
