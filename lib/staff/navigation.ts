// The back office's sections: the one table of who may open what. A section's row names its
// address, its label and the action its role must hold; the menu shows the sections the role may
// use (those with a label), and every page under a section's address is checked against the
// section's action by requireStaffPage (lib/staff/request-session.ts), which answers 403 to
// another role. A new page under an existing section needs no row; a page outside every section
// opens for no one (lib/staff/navigation.test.ts finds it). The API checks its own action per call.
// The menu groups the sections under a few headings (menuOf), so an administrator's fourteen are
// read as four groups; a role sees only the groups that hold a section of its own.
import { can, type StaffAction } from './roles';

/** The menu's groups, in its order. */
export const SECTION_GROUPS = ['Clientes', 'Soporte', 'Contenido', 'Sistema'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

export interface Section {
  href: string;
  /** In the menu, with this label; none: reached from the header (Mi seguridad) */
  label?: string;
  /** The menu's group of a section with a label; none: before the groups (the panel itself) */
  group?: SectionGroup;
  action: StaffAction;
}

/** The root, the panel itself, covers only its own address; every other section its address and the pages under it. */
const ROOT = '/gestion';

export const SECTIONS: readonly Section[] = [
  { href: ROOT, label: 'Panel', action: 'dashboard' },
  { href: '/gestion/consultas', label: 'Consultas', group: 'Clientes', action: 'enquiries.work' },
  { href: '/gestion/noticias', label: 'Noticias', group: 'Contenido', action: 'news.edit' },
  { href: '/gestion/hoteles', label: 'Hoteles', group: 'Clientes', action: 'customers.manage' },
  { href: '/gestion/usuarios', label: 'Usuarios', group: 'Clientes', action: 'customers.manage' },
  { href: '/gestion/facturas', label: 'Facturas', group: 'Clientes', action: 'invoices.manage' },
  { href: '/gestion/correo', label: 'Correo', group: 'Sistema', action: 'outbox.read' },
  { href: '/gestion/soporte', label: 'Casos de soporte', group: 'Soporte', action: 'cases.work' },
  { href: '/gestion/soporte/accesos', label: 'Accesos remotos', group: 'Soporte', action: 'remote.access' },
  { href: '/gestion/productos', label: 'Productos', group: 'Contenido', action: 'products.manage' },
  { href: '/gestion/personal', label: 'Personal', group: 'Sistema', action: 'staff.manage' },
  { href: '/gestion/registro', label: 'Registro', group: 'Sistema', action: 'audit.read' },
  { href: '/gestion/ajustes/soporte', label: 'Objetivos de soporte', group: 'Soporte', action: 'support.settings' },
  { href: '/gestion/estado', label: 'Estado del servicio', group: 'Contenido', action: 'status.manage' },
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

/**
 * Whether `role` may open the back-office page at `path` (a real address, `/gestion/hoteles/1`, its
 * query and fragment ignored): the check requireStaffPage makes, for a page deciding whether to
 * link there (a link to a page that answers 403 is a dead end). Hiding a link is never the check.
 */
export function canOpen(role: string, path: string): boolean {
  const section = sectionOf(path.replace(/[?#].*$/, ''));
  return section !== undefined && can(role, section.action);
}

/** A group of the menu as a role sees it: its heading (none for the panel's own link) and its sections. */
export interface MenuGroup {
  label: SectionGroup | null;
  sections: (Section & { label: string })[];
}

/**
 * The menu of a role: the sections with a label it may use, the panel first and then by group in
 * SECTION_GROUPS' order (the table's order within a group); a group with none of its sections left
 * out. A labelled section without a group (one added without choosing) goes last, under «Sistema»,
 * so it is never hidden; navigation.test.ts asks every one to name its group.
 */
export function menuOf(role: string): MenuGroup[] {
  const mine = SECTIONS.filter((s): s is Section & { label: string } => Boolean(s.label) && can(role, s.action));
  const groupOf = (s: Section): SectionGroup | null => (s.href === ROOT ? null : (s.group ?? 'Sistema'));
  const order: (SectionGroup | null)[] = [null, ...SECTION_GROUPS];
  return order.flatMap((label) => {
    const sections = mine.filter((s) => groupOf(s) === label);
    return sections.length ? [{ label, sections }] : [];
  });
}
