import { MotorPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/motor-onetbooking');

export default function Page() {
  return <MotorPage locale="es" />;
}
