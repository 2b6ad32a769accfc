// The menu in the contract's shape (CONTRACT.md, GetAreasMenu), Spanish labels.
import es from '@/messages/es.json';
import { menuAreas } from './menu';

export interface ApiMenuArea {
  nombre: string;
  linkarea: string;
  itemssubmenu: { nombre: string; linksubarea: string }[];
  userkey?: string;
}

const labels = es.Menu as Record<string, string>;

export function menuAreasForApi(userKey: string | null): ApiMenuArea[] {
  return menuAreas.map((area, index) => ({
    nombre: labels[area.labelKey] ?? area.labelKey,
    linkarea: area.href,
    itemssubmenu: area.items.map((i) => ({ nombre: labels[i.labelKey] ?? i.labelKey, linksubarea: i.href })),
    ...(index === 0 && userKey ? { userkey: userKey } : {}),
  }));
}
