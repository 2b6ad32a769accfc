'use client';
// The back office's navigation: marks the current section (aria-current) from the path.
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export interface NavItem {
  href: string;
  label: string;
  badge?: number;
}

export function NavLinks({ items }: { items: NavItem[] }) {
  const path = usePathname();
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((item) => {
        const current = item.href === '/gestion' ? path === '/gestion' : path.startsWith(item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus:ring-2 focus:ring-white focus:outline-none ${current ? 'bg-white text-navy-900' : 'text-white hover:bg-white/10'}`}
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
        );
      })}
    </ul>
  );
}
