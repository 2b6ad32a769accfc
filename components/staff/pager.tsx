// Pages of a table (25 rows each) with the total, as plain links keeping the filters.
import Link from 'next/link';

export function Pager({
  total,
  page,
  pageSize,
  params,
  base,
}: {
  total: number;
  page: number;
  pageSize: number;
  params: URLSearchParams;
  base: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => {
    const q = new URLSearchParams(params);
    q.set('pagina', String(p));
    return `${base}?${q.toString()}`;
  };
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Páginas" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        {from === to ? from : `${from}–${to}`} de <strong>{total}</strong>
      </p>
      <p className="flex gap-2">
        {page > 1 && (
          <Link className="rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50" href={href(page - 1)}>
            Anterior
          </Link>
        )}
        <span aria-current="page">
          Página {page} de {pages}
        </span>
        {page < pages && (
          <Link className="rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50" href={href(page + 1)}>
            Siguiente
          </Link>
        )}
      </p>
    </nav>
  );
}
