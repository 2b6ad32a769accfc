// Partner logos three per row, two on a phone, where three would shrink a long name's type to ~7 px
// (cell 120 px high, image at most 100 px: logos of any shape line up). Each logo
// links to the partner's site in a new tab; a partner without an address is shown, not linked.
import type { Partner } from '@/lib/content/integrations';
import { Wordmark } from './wordmark';

export function LogoGrid({ partners, newTabLabel }: { partners: Partner[]; newTabLabel: string }) {
  return (
    <ul className="grid grid-cols-2 border-t border-l border-slate-200 sm:grid-cols-3">
      {partners.map((p) => (
        <li
          key={p.name}
          className="flex h-[120px] items-center justify-center border-r border-b border-slate-200 bg-white p-1 sm:p-4"
        >
          {p.url ? (
            <a
              href={p.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${p.name} (${newTabLabel})`}
              className="flex h-full w-full items-center justify-center rounded-lg hover:bg-slate-50"
            >
              <Wordmark name={p.name} className="h-auto max-h-[100px] w-full max-w-[220px]" />
            </a>
          ) : (
            <Wordmark name={p.name} className="h-auto max-h-[100px] w-full max-w-[220px]" />
          )}
        </li>
      ))}
    </ul>
  );
}
