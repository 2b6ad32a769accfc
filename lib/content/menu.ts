// The navigation areas, derived from the page table (lib/content/pages.ts) and served unchanged by
// GET /api/Data/GetAreasMenu. `labelKey` is a message key of the Menu namespace; the API answers
// the Spanish label.
import { MENU_AREAS, publicPages, type MenuAreaKey, type MenuLabelKey, type PublicPage } from './pages';

export interface MenuItem {
  labelKey: MenuAreaKey | MenuLabelKey;
  href: string;
}

export interface MenuArea extends MenuItem {
  items: MenuItem[];
}

const table: readonly PublicPage[] = publicPages;

function area(key: MenuAreaKey): MenuArea {
  const pages = table.filter((p) => p.menu?.area === key);
  const first = pages[0];
  if (!first) throw new Error(`El área de menú ${key} no tiene páginas`);
  const items = pages.flatMap((p) => (p.menu?.label ? [{ labelKey: p.menu.label, href: p.path }] : []));
  return { labelKey: key, href: first.path, items };
}

export const menuAreas: MenuArea[] = MENU_AREAS.map(area);
