'use client';
// The back office's navigation: the role's sections in their groups (lib/staff/navigation.ts
// menuOf), each group a heading and its list of links, so the nav reads by heading in a screen
// reader and wraps group by group on a phone. Marks the current section (aria-current) from the
// path: the innermost one that holds it (Accesos remotos, not Casos de soporte, on /gestion/soporte/accesos).
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export interface NavItem {
  href: string;
  label: string;
  badge?: number;
}

export interface NavGroup {
  /** The group's heading; none for the panel's own link, before the groups */
  label: string | null;
  items: NavItem[];
}

function holds(href: string, path: string): boolean {
  return path === href || (href !== '/gestion' && path.startsWith(`${href}/`));
}

export function NavLinks({ groups }: { groups: NavGroup[] }) {
  const path = usePathname();
  const current = groups
    .flatMap((g) => g.items)
    .filter((item) => holds(item.href, path))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <ul className="flex flex-wrap items-end gap-x-5 gap-y-2">
      {groups.map((group, i) => {
        const headingId = `menu-grupo-${i}`;
        return (
          <li key={group.label ?? ''} className="max-w-full">
            {group.label && (
              <h2 id={headingId} className="px-3 text-xs font-semibold tracking-wide text-teal-200 uppercase">
                {group.label}
              </h2>
            )}
            <ul className="flex flex-wrap gap-1" aria-labelledby={group.label ? headingId : undefined}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={item.href === current ? 'page' : undefined}
                    className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus:ring-2 focus:ring-white focus:outline-none ${item.href === current ? 'bg-white text-navy-900' : 'text-white hover:bg-white/10'}`}
                  >
                    {item.label}
                    {item.badge ? (
                      <span
                        className="rounded-full bg-amber-400 px-2 text-xs font-bold text-navy-900"
                        aria-label={`${item.badge} ${item.badge === 1 ? 'nueva' : 'nuevas'}`}
                      >
                        {item.badge}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
