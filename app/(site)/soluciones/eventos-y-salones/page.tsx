// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { EventosPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/eventos-y-salones');

export default function Page() {
  return <EventosPage locale="es" />;
}
