import { ChannelManagerPage } from '@/components/pages/channel-manager-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/channel-manager');

export default function Page() {
  return <ChannelManagerPage locale="es" />;
}
