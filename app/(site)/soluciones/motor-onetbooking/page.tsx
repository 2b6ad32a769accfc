// Written by `npm run routes` from the page table (lib/content/pages.ts): edit the table, not this file.
import { MotorPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/motor-onetbooking');

export default function Page() {
  return <MotorPage locale="es" />;
}
