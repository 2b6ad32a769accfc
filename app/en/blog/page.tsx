// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { NewsPage } from '@/components/news/news-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/blog', 'en');

export default function Page() {
  return <NewsPage locale="en" />;
}
