// The signed-in back office: header with the sections the role may use, who is signed in, Salir.
// No session → the sign-in page. Each page checks its section's action again (requireStaffPage).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { NavLinks, type NavGroup } from '@/components/staff/nav-links';
import { SignOutButton } from '@/components/staff/action-form';
import { countNewEnquiries } from '@/lib/enquiries/staff/inbox';
import { requireStaffPage } from '@/lib/staff/request-session';
import { menuOf } from '@/lib/staff/navigation';
import { can, ROLE_LABELS } from '@/lib/staff/roles';

export default async function PanelLayout({ children }: { children: ReactNode }) {
  const { staff } = await requireStaffPage('/gestion');
  const newEnquiries = can(staff.role, 'enquiries.work') ? await countNewEnquiries() : 0;
  const groups: NavGroup[] = menuOf(staff.role).map((g) => ({
    label: g.label,
    items: g.sections.map((s) => ({
      href: s.href,
      label: s.label,
      badge: s.href === '/gestion/consultas' ? newEnquiries : undefined,
    })),
  }));
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Saltar al contenido
      </a>
      {/* Two rows: who is signed in, then the sections in their groups, which wrap on their own row
          (an administrator has fourteen in four groups) instead of pushing the account controls around. */}
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 pt-3 sm:px-6">
          <p className="font-bold">Mille · Gestión</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>
              {staff.email} · <span className="text-teal-200">{ROLE_LABELS[staff.role]}</span>
            </span>
            <Link
              href="/gestion/mi-cuenta"
              className="rounded-md px-3 py-2 font-semibold text-white underline-offset-4 hover:bg-white/10 hover:underline focus:ring-2 focus:ring-white focus:outline-none"
            >
              Mi seguridad
            </Link>
            <SignOutButton />
          </div>
        </div>
        <nav aria-label="Secciones de la gestión" className="mx-auto max-w-7xl px-3 pt-1 pb-3 sm:px-5">
          <NavLinks groups={groups} />
        </nav>
      </header>
      <main id="contenido" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </>
  );
}
