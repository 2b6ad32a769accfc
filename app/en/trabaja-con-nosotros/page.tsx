// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { TrabajaPage } from '@/components/pages/company-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/trabaja-con-nosotros', 'en');

export default function Page() {
  return <TrabajaPage locale="en" />;
}
