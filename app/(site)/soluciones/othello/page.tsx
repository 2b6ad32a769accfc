import { OthelloPage } from '@/components/pages/solution-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/soluciones/othello');

export default function Page() {
  return <OthelloPage locale="es" />;
}
