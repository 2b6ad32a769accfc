// The English home (/en): the Spanish home with the English menu.
import { renderPage } from '@/components/pages/registry';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/index', 'en');

export default function EnglishHome() {
  return renderPage('/index', 'en');
}
