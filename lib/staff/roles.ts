// The back office's roles and what each may do: the one table every server-side check reads.
// Pure (no database), so the navigation can hide what a role cannot use; hiding is never the check.

export const STAFF_ROLES = ['admin', 'editor', 'support', 'technician'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administración',
  editor: 'Redacción',
  support: 'Atención al cliente',
  technician: 'Soporte técnico',
};

export type StaffAction =
  | 'dashboard'
  | 'staff.manage'
  | 'audit.read'
  | 'news.edit'
  | 'enquiries.work'
  /** Hotels, customer users and their links to hotels */
  | 'customers.manage'
  /** Invoices: import, original PDFs, corrections */
  | 'invoices.manage'
  /** The mail outbox (bodies of enquiry mails only with enquiries.work) */
  | 'outbox.read'
  /** Support cases: the queue, replies, assignment, states */
  | 'cases.work'
  /** Remote access: the hotels' grants and the log of the sessions on them */
  | 'remote.access'
  /** Support's response targets per priority and the holidays working time leaves out */
  | 'support.settings'
  /** The product catalogue: versions, notes, files, publishing, the modules each hotel has */
  | 'products.manage'
  /** The service status page: components, incidents, maintenance windows */
  | 'status.manage';

const GRANTS: Record<StaffRole, readonly StaffAction[]> = {
  admin: [
    'dashboard',
    'staff.manage',
    'audit.read',
    'news.edit',
    'enquiries.work',
    'customers.manage',
    'invoices.manage',
    'outbox.read',
    'cases.work',
    'remote.access',
    'support.settings',
    'products.manage',
    'status.manage',
  ],
  editor: ['dashboard', 'news.edit'],
  support: [
    'dashboard',
    'enquiries.work',
    'customers.manage',
    'invoices.manage',
    'outbox.read',
    'cases.work',
    'remote.access',
  ],
  // The panel (every role's landing page), support cases, remote access, the products they install
  // and the status page: nothing else.
  technician: ['dashboard', 'cases.work', 'remote.access', 'products.manage', 'status.manage'],
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export function can(role: string, action: StaffAction): boolean {
  return isStaffRole(role) && GRANTS[role].includes(action);
}

/** Whether the role may do any of `actions`: a call that serves several sections (a shared picker). */
export function canAny(role: string, actions: readonly StaffAction[]): boolean {
  return actions.some((action) => can(role, action));
}
