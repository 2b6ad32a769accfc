// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { SobreNosotrosPage } from '@/components/pages/company-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/sobre-nosotros');

export default function Page() {
  return <SobreNosotrosPage locale="es" />;
}
