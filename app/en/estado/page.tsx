// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { StatusPage } from '@/components/status/status-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/estado', 'en');

export default function Page() {
  return <StatusPage locale="en" />;
}
