// The back office's sections, each with the action its role must hold. The navigation shows only
// what the role can use; the pages and the API check again on the server.
import type { StaffAction } from './roles';

export const SECTIONS: { href: string; label: string; action: StaffAction }[] = [
  { href: '/gestion', label: 'Panel', action: 'dashboard' },
  { href: '/gestion/consultas', label: 'Consultas', action: 'enquiries.work' },
  { href: '/gestion/noticias', label: 'Noticias', action: 'news.edit' },
  { href: '/gestion/hoteles', label: 'Hoteles', action: 'customers.manage' },
  { href: '/gestion/usuarios', label: 'Usuarios', action: 'customers.manage' },
  { href: '/gestion/facturas', label: 'Facturas', action: 'invoices.manage' },
  { href: '/gestion/correo', label: 'Correo', action: 'outbox.read' },
  { href: '/gestion/personal', label: 'Personal', action: 'staff.manage' },
  { href: '/gestion/registro', label: 'Registro', action: 'audit.read' },
];
