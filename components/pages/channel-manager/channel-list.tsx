'use client';
// The list of booking services integrated with the channel manager: a toggle shows or
// hides it; search by name (case-insensitive) resets to page 1; ten per page with pagination.
// On a phone each row stacks into a card (name and state, then the address) and the pager keeps
// only Anterior and Siguiente: the status above the list says which page this is.
import { useId, useMemo, useState } from 'react';
import { CHANNEL_PAGE_SIZE, type IntegratedService } from '@/lib/content/channel-services';

export interface ChannelListLabels {
  show: string;
  hide: string;
  search: string;
  searchLabel: string;
  caption: string;
  colNumber: string;
  colService: string;
  colWebsite: string;
  colStatus: string;
  active: string;
  inProgress: string;
  previous: string;
  next: string;
  pagination: string;
  /** "Página {page} de {pages} · {services}" with the placeholders replaced here. */
  pageStatus: string;
  /** "{count} servicio" / "{count} servicios", chosen by the Spanish plural rule. */
  serviceCount: Record<'one' | 'other', string>;
  noResults: string;
  /** "Página {n}" */
  pageLabel: string;
  newTab: string;
}

function fill(template: string, values: Record<string, number | string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

const plural = new Intl.PluralRules('es');

interface Props {
  services: IntegratedService[];
  labels: ChannelListLabels;
  /** Start with the list shown (tests and previews); the page starts hidden. */
  defaultOpen?: boolean;
}

export function ChannelList({ services, labels, defaultOpen = false }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const regionId = useId();
  const searchId = useId();

  const filtered = useMemo(() => {
    const q = query.trim().toLocaleLowerCase('es');
    return q ? services.filter((s) => s.name.toLocaleLowerCase('es').includes(q)) : services;
  }, [services, query]);
  const pages = Math.max(1, Math.ceil(filtered.length / CHANNEL_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * CHANNEL_PAGE_SIZE, current * CHANNEL_PAGE_SIZE);

  const pageButton =
    'min-w-10 rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full bg-teal-800 px-6 py-3 font-semibold text-white hover:bg-teal-900"
      >
        {open ? labels.hide : labels.show}
      </button>
      <div id={regionId} hidden={!open} className="mt-8">
        {open && (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
                  {labels.searchLabel}
                </label>
                <input
                  id={searchId}
                  type="search"
                  placeholder={labels.search}
                  value={query}
                  onChange={(e) => {
                    setQuery(e.target.value);
                    setPage(1);
                  }}
                  className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 sm:w-80"
                />
              </div>
              <p role="status" className="text-sm text-slate-600">
                {fill(labels.pageStatus, {
                  page: current,
                  pages,
                  services: fill(labels.serviceCount[plural.select(filtered.length) === 'one' ? 'one' : 'other'], {
                    count: filtered.length,
                  }),
                })}
              </p>
            </div>
            <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full text-left text-sm sm:min-w-[520px]">
                <caption className="sr-only">{labels.caption}</caption>
                <thead className="bg-slate-100 text-slate-800 max-sm:sr-only">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      {labels.colNumber}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {labels.colService}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {labels.colWebsite}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {labels.colStatus}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr
                      key={s.id}
                      className="border-t border-slate-200 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3 first:max-sm:border-t-0"
                    >
                      <td className="px-4 py-3 text-slate-600 max-sm:hidden">{s.id}</td>
                      <th scope="row" className="px-4 py-3 font-semibold text-slate-900 max-sm:p-0">
                        {s.name}
                      </th>
                      <td className="px-4 py-3 max-sm:col-span-2 max-sm:row-start-2 max-sm:p-0">
                        <a
                          href={s.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="break-all text-teal-800 underline"
                          aria-label={`${s.url.replace(/^https?:\/\//, '')} (${labels.newTab})`}
                        >
                          {s.url.replace(/^https?:\/\//, '')}
                        </a>
                      </td>
                      <td className="px-4 py-3 max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
                        {s.activo ? (
                          <span
                            data-status="activo"
                            className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800"
                          >
                            {labels.active}
                          </span>
                        ) : (
                          <span
                            data-status="en-proceso"
                            className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-800"
                          >
                            {labels.inProgress}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={4} className="px-4 py-6 text-center text-slate-600">
                        {labels.noResults}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
            <nav aria-label={labels.pagination} className="mt-4">
              <ul className="flex flex-wrap items-center gap-2">
                <li>
                  <button
                    type="button"
                    className={pageButton}
                    disabled={current <= 1}
                    onClick={() => setPage(current - 1)}
                  >
                    {labels.previous}
                  </button>
                </li>
                {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                  <li key={n} className="max-sm:hidden">
                    <button
                      type="button"
                      aria-current={n === current ? 'page' : undefined}
                      aria-label={fill(labels.pageLabel, { n })}
                      onClick={() => setPage(n)}
                      className={`${pageButton} ${n === current ? 'bg-teal-800 text-white ring-teal-800 hover:bg-teal-900' : ''}`}
                    >
                      {n}
                    </button>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className={pageButton}
                    disabled={current >= pages}
                    onClick={() => setPage(current + 1)}
                  >
                    {labels.next}
                  </button>
                </li>
              </ul>
            </nav>
          </>
        )}
      </div>
    </div>
  );
}
