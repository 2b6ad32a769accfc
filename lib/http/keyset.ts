// Pages of a list that grows without bound, newest first, by the position of a row rather than
// its number (keyset pagination): a page is "the rows before (or after) this one" in the order of
// an index, so page 9,000 costs what page 1 does; OFFSET would read and drop every row before it.
// The position travels in the address as an opaque cursor (`pos`, lib/http/list-params.ts); one
// that does not fit the list (typed by hand, kept from another ordering) is the first page, never
// an error. Each list names its key fields, most significant first, ending with a unique one
// (`id`), all in descending order; its index must hold them in that order. Pure.
import { z } from 'zod';

export type KeyKind = 'time' | 'text' | 'int';
export interface KeyField {
  field: string;
  kind: KeyKind;
}
export type KeyValue = string | number | Date;

/** A decoded cursor: which way from the row, and the row's key values. */
export interface Cursor {
  dir: 'next' | 'prev';
  keys: (string | number)[];
}

const cursorShape = z.object({
  d: z.enum(['n', 'p']),
  k: z
    .array(z.union([z.string().max(300), z.number().int()]))
    .min(1)
    .max(4),
});

export function encodeCursor(dir: Cursor['dir'], values: KeyValue[]): string {
  const k = values.map((v) => (v instanceof Date ? v.toISOString() : v));
  return Buffer.from(JSON.stringify({ d: dir === 'next' ? 'n' : 'p', k })).toString('base64url');
}

/** The cursor an address carries, or undefined (no cursor, or one that does not decode). */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw || raw.length > 800 || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  try {
    const parsed = cursorShape.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (!parsed.success) return undefined;
    return { dir: parsed.data.d === 'n' ? 'next' : 'prev', keys: parsed.data.k };
  } catch {
    return undefined;
  }
}

/** The cursor's values typed as the list's fields, or null when they do not fit them. */
function typedKeys(fields: readonly KeyField[], cursor: Cursor): KeyValue[] | null {
  if (cursor.keys.length !== fields.length) return null;
  const out: KeyValue[] = [];
  for (const [i, f] of fields.entries()) {
    const v = cursor.keys[i];
    if (f.kind === 'int') {
      if (typeof v !== 'number') return null;
      out.push(v);
    } else if (typeof v !== 'string') {
      return null;
    } else if (f.kind === 'time') {
      const d = new Date(v);
      if (Number.isNaN(d.getTime()) || d.toISOString() !== v) return null;
      out.push(d);
    } else {
      out.push(v);
    }
  }
  return out;
}

/**
 * (f1, f2, …) < (k1, k2, …) (or >), written so that an index on the fields can seek to it on
 * SQLite and PostgreSQL alike: `f1 <= k1 AND (f1 < k1 OR (f2 <= k2 AND (f2 < k2 OR …)))`. The
 * leading `<=` is what the planner turns into the index condition; a bare OR would not be one.
 */
function beyond(fields: readonly KeyField[], keys: KeyValue[], op: 'lt' | 'gt'): Record<string, unknown> {
  const [first, ...rest] = fields;
  const [k, ...more] = keys;
  if (!first) return {};
  if (rest.length === 0) return { [first.field]: { [op]: k } };
  return {
    AND: [
      { [first.field]: { [op === 'lt' ? 'lte' : 'gte']: k } },
      { OR: [{ [first.field]: { [op]: k } }, beyond(rest, more, op)] },
    ],
  };
}

export interface KeysetQuery {
  /** The position's condition, to AND with the list's filters (undefined on the first page). */
  where: Record<string, unknown> | undefined;
  orderBy: Record<string, 'asc' | 'desc'>[];
  /** One row more than the page: whether there is a page beyond. */
  take: number;
  /** The cursor in force (undefined when there was none or it did not fit: the first page). */
  cursor: Cursor | undefined;
}

/** What to ask the database for one page from `cursor`. */
export function keysetQuery(fields: readonly KeyField[], raw: Cursor | undefined, pageSize: number): KeysetQuery {
  const keys = raw ? typedKeys(fields, raw) : null;
  const cursor = keys ? raw : undefined;
  // "Anterior" reads the newer rows upwards from the page's first row, then turns them round.
  const dir = cursor?.dir === 'prev' ? 'asc' : 'desc';
  return {
    where: keys && cursor ? beyond(fields, keys, cursor.dir === 'prev' ? 'gt' : 'lt') : undefined,
    orderBy: fields.map((f) => ({ [f.field]: dir })),
    take: pageSize + 1,
    cursor,
  };
}

export interface KeysetPage<R> {
  rows: R[];
  /** Cursor of the older page, if any. */
  next?: string;
  /** Cursor of the newer page, if any (none on the first page). */
  prev?: string;
}

/** The page from the rows `keysetQuery` asked for, with the cursors of the pages either side. */
export function keysetPage<R>(
  fetched: R[],
  query: KeysetQuery,
  pageSize: number,
  keyOf: (row: R) => KeyValue[],
): KeysetPage<R> {
  const beyondPage = fetched.length > pageSize;
  const back = query.cursor?.dir === 'prev';
  const rows = fetched.slice(0, pageSize);
  if (back) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  const hasNewer = back ? beyondPage : query.cursor !== undefined;
  const hasOlder = back ? true : beyondPage;
  return {
    rows,
    next: hasOlder && last ? encodeCursor('next', keyOf(last)) : undefined,
    prev: hasNewer && first ? encodeCursor('prev', keyOf(first)) : undefined,
  };
}
