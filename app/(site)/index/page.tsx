// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { HomePage } from '@/components/pages/home-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/index');

export default function Page() {
  return <HomePage locale="es" />;
}
