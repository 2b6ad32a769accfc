// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { SupportPermissionPage } from '@/components/pages/support-permission-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soportepermiso');

export default function Page() {
  return <SupportPermissionPage locale="es" />;
}
