// The back office's sections: the one table of who may open what. A section's row names its
// address, its label and the action its role must hold; the menu shows the sections the role may
// use (those with a label), and every page under a section's address is checked against the
// section's action by requireStaffPage (lib/staff/request-session.ts), which answers 403 to
// another role. A new page under an existing section needs no row; a page outside every section
// opens for no one (lib/staff/navigation.test.ts finds it). The API checks its own action per call.
import type { StaffAction } from './roles';

export interface Section {
  href: string;
  /** In the menu, with this label; none: reached from the header (Mi seguridad) */
  label?: string;
  action: StaffAction;
}

/** The root, the panel itself, covers only its own address; every other section its address and the pages under it. */
const ROOT = '/gestion';

export const SECTIONS: readonly Section[] = [
  { href: ROOT, label: 'Panel', action: 'dashboard' },
  { href: '/gestion/consultas', label: 'Consultas', action: 'enquiries.work' },
  { href: '/gestion/noticias', label: 'Noticias', action: 'news.edit' },
  { href: '/gestion/hoteles', label: 'Hoteles', action: 'customers.manage' },
  { href: '/gestion/usuarios', label: 'Usuarios', action: 'customers.manage' },
  { href: '/gestion/facturas', label: 'Facturas', action: 'invoices.manage' },
  { href: '/gestion/correo', label: 'Correo', action: 'outbox.read' },
  { href: '/gestion/soporte', label: 'Casos de soporte', action: 'cases.work' },
  { href: '/gestion/soporte/accesos', label: 'Accesos remotos', action: 'remote.access' },
  { href: '/gestion/productos', label: 'Productos', action: 'products.manage' },
  { href: '/gestion/personal', label: 'Personal', action: 'staff.manage' },
  { href: '/gestion/registro', label: 'Registro', action: 'audit.read' },
  { href: '/gestion/ajustes/soporte', label: 'Objetivos de soporte', action: 'support.settings' },
  { href: '/gestion/estado', label: 'Estado del servicio', action: 'status.manage' },
  { href: '/gestion/mi-cuenta', action: 'dashboard' },
];

/** The pages outside the panel, open without a session: signing in and accepting an invitation. */
export const SIGN_IN_PAGES: readonly string[] = ['/gestion/entrar', '/gestion/invitacion'];

/** A page's address in the back office, as its folder names it (`/gestion/facturas/[id]`). */
export type StaffPageRoute = typeof ROOT | `${typeof ROOT}/${string}`;

/** The section a page of the back office belongs to (the innermost: /gestion/soporte/accesos before /gestion/soporte), or none. */
export function sectionOf(route: string): Section | undefined {
  let found: Section | undefined;
  for (const s of SECTIONS)
    if (
      (route === s.href || (s.href !== ROOT && route.startsWith(`${s.href}/`))) &&
      s.href.length > (found?.href.length ?? -1)
    )
      found = s;
  return found;
}
