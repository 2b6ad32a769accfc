// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { ContactPage } from '@/components/pages/contact-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/contacto', 'en');

export default function Page() {
  return <ContactPage locale="en" />;
}
