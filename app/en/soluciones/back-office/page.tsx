// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { BackOfficePage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/back-office', 'en');

export default function Page() {
  return <BackOfficePage locale="en" />;
}
