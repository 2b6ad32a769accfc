// One figure of a back-office page (the panel's work waiting, the support queue's counts): a label,
// the number (red when it asks for attention) and, when it leads somewhere, a link to the list it
// counts. An item of a list (<ul>) the page labels. `compact` for a row of many (the queue's seven).
import Link from 'next/link';

export function FigureCard({
  label,
  value,
  href,
  warn = false,
  compact = false,
}: {
  label: string;
  value: string | number;
  href?: string;
  warn?: boolean;
  compact?: boolean;
}) {
  const body = (
    <>
      <span className="block text-sm font-medium text-slate-600">{label}</span>
      <span
        className={`mt-1 block ${compact ? 'text-2xl' : 'text-3xl'} font-bold ${warn ? 'text-red-700' : 'text-navy-900'}`}
      >
        {value}
      </span>
    </>
  );
  return (
    <li className={`rounded-lg bg-white ${compact ? 'p-4' : 'p-5'} shadow-sm ring-1 ring-slate-200`}>
      {href ? (
        <Link href={href} className="block focus:ring-2 focus:ring-teal-600 focus:outline-none">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}
