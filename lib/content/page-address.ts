// The page an address names when its letters are in another case (`/soluciones/Othello`,
// `/EN/Contacto`): the table's paths are lower case, and people type or paste them otherwise. And
// which pages have an English version: the public page table's (scripts/page-routes.ts writes
// app/en/ from it); the customer area and its Spanish-only flows (/login, /recuperar-contrasena,
// /activar-cuenta…) have none, so nothing links to an English twin of them (the navbar's language
// switch, hreflang).
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

/** The Spanish paths with an English version: the page table's. */
const mirrored: ReadonlySet<string> = new Set(publicPages.map((p) => p.path));

/**
 * Whether the Spanish page at `path` has an English version: a page of the table, or a further
 * page (`<list>/pagina/<n>`, lib/content/list-pages.ts) of one of its lists.
 */
export function hasEnglishVersion(path: string): boolean {
  return mirrored.has(path.replace(/\/pagina\/[1-9]\d*$/, ''));
}

/** The English address of the Spanish page at `path`, or null when it has no English version. */
export function englishPath(path: string): string | null {
  return hasEnglishVersion(path) ? localePath(path, 'en') : null;
}
