// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { ChannelManagerPage } from '@/components/pages/channel-manager-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/channel-manager');

export default function Page() {
  return <ChannelManagerPage locale="es" />;
}
