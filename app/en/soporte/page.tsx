// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { SupportPage } from '@/components/pages/support-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soporte', 'en');

export default function Page() {
  return <SupportPage locale="en" />;
}
