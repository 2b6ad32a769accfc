// The page an address names when its letters are in another case (`/soluciones/Othello`,
// `/EN/Contacto`): the table's paths are lower case, and people type or paste them otherwise.
import { localePath } from '@/lib/i18n/routing';
import { publicPages } from './pages';

/** The page's own address for `path` read without regard to case, or undefined when it names none. */
export function pageAddressIgnoringCase(path: string): string | undefined {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  const english = lower === '/en' || lower.startsWith('/en/');
  const spanish = english ? lower.slice(3) || '/index' : lower;
  const page = publicPages.find((p) => p.path === spanish);
  return page && localePath(page.path, english ? 'en' : 'es');
}
