// Pages of a list over a table that grows without bound: "Anterior" and "Siguiente" as plain links
// carrying an opaque cursor in `pagina` (lib/http/list-params.ts) and keeping the filters, and the
// total, counted up to a cap ("más de …" beyond: a count stays cheap at any size).
import Link from 'next/link';
import { cursorText, type ListCursor } from '@/lib/http/list-params';

const linkClass = 'rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50';

export function KeysetPager({
  total,
  cap,
  noun,
  newer,
  older,
  params,
  base,
}: {
  total: number;
  cap: number;
  /** What the list holds, singular and plural: ['consulta', 'consultas'] */
  noun: readonly [string, string];
  newer?: ListCursor;
  older?: ListCursor;
  params: URLSearchParams;
  base: string;
}) {
  const href = (c: ListCursor) => {
    const q = new URLSearchParams(params);
    q.set('pagina', cursorText(c));
    return `${base}?${q.toString()}`;
  };
  const count = new Intl.NumberFormat('es-ES').format(Math.min(total, cap));
  return (
    <nav aria-label="Páginas" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        {total > cap ? 'Más de ' : ''}
        <strong>{count}</strong> {total === 1 ? noun[0] : noun[1]}
      </p>
      <p className="flex gap-2">
        {newer && (
          <Link className={linkClass} href={href(newer)} rel="prev">
            Anterior
          </Link>
        )}
        {older && (
          <Link className={linkClass} href={href(older)} rel="next">
            Siguiente
          </Link>
        )}
      </p>
    </nav>
  );
}
