// What the pager of a list paged by position (keyset-pager.tsx) says about where the page is. A
// page knows only whether there are newer rows (`prev`) and older ones (`next`) and the selection's
// total, so the rows' range is known at either end: «1–25 de 27» on the first page, «26–27 de 27» on
// the last. In between, the page's number as the links counted it («Página 3 · 125 en total»),
// carried in the address beside the position (`pagina`, which these lists do not read otherwise);
// an address without it (typed, kept from before) says only the total. Pure.
import { spanishCount } from '@/lib/format/intl';

export interface KeysetPosition {
  /** «1–25 de 27», «Página 2 · 26–27 de 27», «Página 3 · 125 en total». */
  text: string;
  /** This page's number when known (always on the first page). */
  page?: number;
  /** The numbers the links to the older and the newer page carry, when known. */
  nextPage?: number;
  prevPage?: number;
}

export function keysetPosition({
  total,
  shown,
  hasNext,
  hasPrev,
  pagina,
}: {
  /** The selection's total (counted briefly: a little behind at times). */
  total: number;
  /** Rows on this page. */
  shown: number;
  hasNext: boolean;
  hasPrev: boolean;
  /** The address's `pagina`, as typed. */
  pagina?: string | null;
}): KeysetPosition {
  const counted = pagina && /^\d{1,6}$/.test(pagina) ? Number(pagina) : 0;
  // Nothing newer: the first page, whatever the address says.
  const page = !hasPrev ? 1 : counted >= 2 ? counted : undefined;
  const n = spanishCount;
  const of = (from: number, to: number, all: number) => `${from === to ? n(from) : `${n(from)}–${n(to)}`} de ${n(all)}`;
  let where: string;
  if (!hasPrev) {
    where = shown === 0 ? `0 de ${n(total)}` : of(1, shown, Math.max(total, shown));
  } else if (!hasNext) {
    const all = Math.max(total, shown);
    where = of(all - shown + 1, all, all);
  } else {
    where = `${n(total)} en total`;
  }
  return {
    text: page && page > 1 ? `Página ${page} · ${where}` : where,
    page,
    nextPage: page && hasNext ? page + 1 : undefined,
    prevPage: page && hasPrev ? page - 1 : undefined,
  };
}
