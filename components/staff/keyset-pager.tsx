// "Anterior" / "Siguiente" under a list paged by position (lib/http/keyset.ts), as plain links that
// keep the filters and carry the position (`pos`) and the page's number as the links count it
// (`pagina`); the total is the selection's, counted once and kept briefly. Where the page is, in
// words: keyset-position.ts.
import Link from 'next/link';
import { keysetPosition } from './keyset-position';

const linkClass = 'rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50';

export function KeysetPager({
  total,
  shown,
  next,
  prev,
  params,
  base,
  empty,
}: {
  total: number;
  shown: number;
  next?: string;
  prev?: string;
  params: URLSearchParams;
  base: string;
  /** Said instead of «0 de 0» when the selection is empty («Ningún caso con estos filtros»). */
  empty?: string;
}) {
  const position = keysetPosition({
    total,
    shown,
    hasNext: next !== undefined,
    hasPrev: prev !== undefined,
    pagina: params.get('pagina'),
  });
  const href = (pos?: string, page?: number) => {
    const q = new URLSearchParams(params);
    q.delete('pagina');
    if (pos) q.set('pos', pos);
    else q.delete('pos');
    if (pos && page && page > 1) q.set('pagina', String(page));
    const s = q.toString();
    return s ? `${base}?${s}` : base;
  };
  const atStart = !params.get('pos');
  return (
    <nav aria-label="Páginas" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>{shown === 0 && !prev && !next && empty ? empty : position.text}</p>
      <p className="flex gap-2">
        {!atStart && (
          <Link className={linkClass} href={href()}>
            Primera página
          </Link>
        )}
        {prev && (
          <Link className={linkClass} href={href(prev, position.prevPage)} rel="prev">
            Anterior
          </Link>
        )}
        {next && (
          <Link className={linkClass} href={href(next, position.nextPage)} rel="next">
            Siguiente
          </Link>
        )}
      </p>
    </nav>
  );
}
