// "Anterior" / "Siguiente" under a list paged by position (lib/http/keyset.ts), as plain links that
// keep the filters and carry the position (`pos`); the total is the selection's, counted once
// and kept briefly.
import Link from 'next/link';

const linkClass = 'rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50';

export function KeysetPager({
  total,
  shown,
  next,
  prev,
  params,
  base,
}: {
  total: number;
  shown: number;
  next?: string;
  prev?: string;
  params: URLSearchParams;
  base: string;
}) {
  const href = (pos?: string) => {
    const q = new URLSearchParams(params);
    q.delete('pagina');
    if (pos) q.set('pos', pos);
    else q.delete('pos');
    const s = q.toString();
    return s ? `${base}?${s}` : base;
  };
  const atStart = !params.get('pos');
  return (
    <nav aria-label="Páginas" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        {shown} de <strong>{total}</strong>
      </p>
      <p className="flex gap-2">
        {!atStart && (
          <Link className={linkClass} href={href()}>
            Primera página
          </Link>
        )}
        {prev && (
          <Link className={linkClass} href={href(prev)} rel="prev">
            Anterior
          </Link>
        )}
        {next && (
          <Link className={linkClass} href={href(next)} rel="next">
            Siguiente
          </Link>
        )}
      </p>
    </nav>
  );
}
