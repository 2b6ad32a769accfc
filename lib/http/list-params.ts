// A list's filters and page from its address (?q=…&estado=…&pagina=2, or an opaque keyset cursor
// as `pagina` on the lists over tables that grow without bound): one zod schema of search
// params per list, built from the parameter kinds below, so every back-office list reads its
// address the same way. A value that does not fit is no filter (the list shows everything) and a
// bad page is page 1, never an error: an address typed by hand or kept from before still opens.
// Each parameter's first value counts, as URLSearchParams.get gives it. Pure.
import { z } from 'zod';

/** At most this many characters of a typed value are used. */
const TEXT_MAX = 100;

const typed = z.string().trim();

/** Free text (a search box): trimmed, at most 100 characters; empty: no filter. */
export const textParam = typed.transform((v) => v.slice(0, TEXT_MAX) || undefined).optional();

/** One of `values` (a select), or no filter. */
export function choiceParam<const T extends string>(values: readonly T[]) {
  return typed.pipe(z.enum(values)).optional().catch(undefined);
}

/** A day, YYYY-MM-DD, or no filter. */
export const dateParam = typed
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** A row's id (up to 9 digits), or no filter. */
export const idParam = typed
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .optional()
  .catch(undefined);

/** The page: a whole number from 1, else 1. */
export const pageParam = typed
  .regex(/^\d{1,6}$/)
  .transform((v) => Math.max(1, Number(v)))
  .catch(1);

/**
 * Where a newest-first keyset page starts (lists over tables that grow without bound): the row it
 * continues from, by its date and id, and the way, older (`Siguiente`) or newer (`Anterior`).
 */
export interface ListCursor {
  at: Date;
  id: number;
  /** true: the rows newer than (at, id), the page before; false: the ones older, the page after */
  newer: boolean;
}

/** A cursor as the address carries it: opaque (base64url of `s|a.<epoch ms>.<id>`), so nobody edits it by hand. */
export function cursorText(c: ListCursor): string {
  return Buffer.from(`${c.newer ? 'a' : 's'}.${c.at.getTime()}.${c.id}`).toString('base64url');
}

/** A cursor from the address, or undefined (the first page) for anything that is not one of cursorText's. */
export const cursorParam = typed
  .regex(/^[A-Za-z0-9_-]{1,60}$/)
  .transform((v, ctx): ListCursor => {
    const m = /^([sa])\.(\d{1,15})\.(\d{1,9})$/.exec(Buffer.from(v, 'base64url').toString('latin1'));
    const at = m ? new Date(Number(m[2])) : null;
    if (!m || !at || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'not a cursor' });
      return z.NEVER;
    }
    return { at, id: Number(m[3]), newer: m[1] === 'a' };
  })
  .optional()
  .catch(undefined);

/** A list's reader: its filters' parameters (named as in the address) and the filter they make; `pagina` is every list's page. */
export function listParams<S extends z.ZodRawShape, F>(shape: S, toFilter: (values: z.output<z.ZodObject<S>>) => F) {
  const schema = z.object(shape);
  return (params: URLSearchParams): { filter: F; page: number; cursor?: ListCursor } => {
    const values = schema.parse(
      Object.fromEntries(Object.keys(shape).map((name) => [name, params.get(name) ?? undefined])),
    );
    // `pagina` is a page number on lists paged by number, a cursor on keyset lists: each reads its own.
    const pagina = params.get('pagina') ?? undefined;
    return { filter: toFilter(values), page: pageParam.parse(pagina), cursor: cursorParam.parse(pagina) };
  };
}

/** A list with a search box only (q, pagina). */
export const searchListFrom = listParams({ q: textParam }, (p) => ({ q: p.q }));

/** A page's `searchParams` as URLSearchParams (a repeated parameter is left out, as Next gives it as a list). */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(record)) if (typeof v === 'string') out.set(k, v);
  return out;
}
