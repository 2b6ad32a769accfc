// A back-office list: the frame, a caption for screen readers, the column headings, the page's own
// rows and the line shown when nothing matches. One place for how every /gestion table looks.
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/** A heading over figures (amounts, counts): right-aligned like its cells. */
export interface RightAligned {
  heading: ReactNode;
  align: 'right';
}

function isRightAligned(c: ReactNode | RightAligned): c is RightAligned {
  return typeof c === 'object' && c !== null && 'align' in c;
}

export function ListTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption: string;
  columns: readonly (ReactNode | RightAligned)[];
  empty: ReactNode | false;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption} className="mt-6 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map((c, i) =>
              isRightAligned(c) ? (
                <th key={i} scope="col" className="px-4 py-3 text-right">
                  {c.heading}
                </th>
              ) : (
                <th key={i} scope="col" className="px-4 py-3">
                  {c}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {children}
          {empty !== false && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
