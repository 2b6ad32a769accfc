// A list's filters and page from its address (?q=…&estado=…&pagina=2): one zod schema of search
// params per list, built from the parameter kinds below, so every back-office list reads its
// address the same way. A value that does not fit is no filter (the list shows everything) and a
// bad page is page 1, never an error: an address typed by hand or kept from before still opens.
// Each parameter's first value counts, as URLSearchParams.get gives it. A pair of days the wrong way
// round (`desde` after `hasta`) matches nothing: the reader says so (`problem`), and the form's date
// fields show it (components/staff/list-filters.tsx), on every list that has the pair. Pure.
import { z } from 'zod';
import { decodeCursor, type Cursor } from './keyset';

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

/** What a list says when its «Desde» is after its «Hasta» (the days match no row). */
export const DATE_RANGE_BACKWARDS = 'La fecha «Desde» es posterior a «Hasta»: cámbialas para ver resultados.';

/** The problem of a list's `desde`–`hasta` pair, read as the lists read them: both days and the first after the second. */
export function dateRangeProblem(params: URLSearchParams): string | undefined {
  const from = dateParam.parse(params.get('desde') ?? undefined);
  const to = dateParam.parse(params.get('hasta') ?? undefined);
  return from && to && from > to ? DATE_RANGE_BACKWARDS : undefined;
}

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

/** The position of a keyset page (`pos`, lib/http/keyset.ts): a cursor that does not decode is the first page. */
export const cursorParam = z
  .string()
  .optional()
  .transform((v) => decodeCursor(v))
  .catch(undefined);

/**
 * A list's reader: its filters' parameters (named as in the address) and the filter they make;
 * `pagina` is every list's page, `pos` a growing list's position (keyset); `problem`, what the
 * filters cannot mean as given (a list with `desde` and `hasta`: the first after the second).
 */
export function listParams<S extends z.ZodRawShape, F>(shape: S, toFilter: (values: z.output<z.ZodObject<S>>) => F) {
  const schema = z.object(shape);
  const dated = 'desde' in shape && 'hasta' in shape;
  return (
    params: URLSearchParams,
  ): { filter: F; page: number; cursor: Cursor | undefined; problem: string | undefined } => {
    const values = schema.parse(
      Object.fromEntries(Object.keys(shape).map((name) => [name, params.get(name) ?? undefined])),
    );
    return {
      filter: toFilter(values),
      page: pageParam.parse(params.get('pagina') ?? undefined),
      cursor: cursorParam.parse(params.get('pos') ?? undefined),
      problem: dated ? dateRangeProblem(params) : undefined,
    };
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

/**
 * The address's params without the empty ones (a GET filter form sends every field, so its
 * address reads `?q=&prioridad=&hotel=&estado=todos`), or null when none was empty: a page
 * redirects to the short address, which says only the filters in use.
 */
export function withoutEmptyParams(params: URLSearchParams): URLSearchParams | null {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [key, value] of params)
    if (value.trim() === '') dropped = true;
    else kept.append(key, value);
  return dropped ? kept : null;
}
