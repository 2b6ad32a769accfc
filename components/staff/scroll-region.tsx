// The box a wide back-office table scrolls in, so that the page itself never scrolls sideways on a
// phone. Focusable and named, so a keyboard user can scroll it too (WCAG 2.1.1; axe
// scrollable-region-focusable) and a screen reader announces what it holds. `relative` matters: a
// screen-reader-only text in the table (sr-only is position: absolute) is otherwise placed
// against the page, out where the table's far columns are, and widens the page itself.
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  /** What the box holds, e.g. the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative max-w-full overflow-x-auto focus:ring-2 focus:ring-brand-700 focus:outline-none ${className}`}
    >
      {children}
    </div>
  );
}
