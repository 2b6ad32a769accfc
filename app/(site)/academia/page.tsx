// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { AcademyPage } from '@/components/pages/academy-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/academia');

export default function Page() {
  return <AcademyPage locale="es" />;
}
