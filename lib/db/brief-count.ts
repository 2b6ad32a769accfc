// A list's total, counted once and kept briefly: a count over a vendor-size table walks an index
// whole (tens of milliseconds for a million rows), too much for every page of every member, while
// a total a few seconds old tells the same. Kept per list and filter, and per the table's newest
// id, so a new row (a mail queued, an action audited) counts at once; a row changed or deleted
// shows within `ttlMs`. Concurrent asks for the same total share one count. Per process, bounded.
import 'server-only';

const MAX_ENTRIES = 500;
const cache = new Map<string, { at: number; value: Promise<number> }>();

export async function briefCount(key: string, count: () => Promise<number>, ttlMs = 15_000): Promise<number> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value;
  const value = count();
  cache.delete(key);
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}

/** The ids a count takes: above the newest it had counted, up to the newest now. */
export interface IdRange {
  gt: number;
  lte: number;
}

const grown = new Map<string, { countedAt: number; oldest: number; newest: number; value: Promise<number> }>();

/**
 * The total of a table rows are only added to, but for the retention's deletions of its oldest (the
 * audit trail), given its ids' bounds now (newest-id.ts `idBounds`): counted whole when the oldest
 * id moved (rows deleted) and at least every `wholeEveryMs`, and in between the last total plus the
 * rows above the newest id it had counted, `count(range)`: a range of the primary key however big
 * the table. So a new row counts at once, and so does a deletion of the oldest rows; any other
 * deletion within `wholeEveryMs`. A row committed out of id order (PostgreSQL) or added while the
 * whole count ran may be counted late or twice, until the next whole count. Before, each new entry
 * had the million-row total counted again (37–125 ms on SQLite).
 */
export async function growingCount(
  key: string,
  ids: { oldest: number; newest: number },
  count: (range?: IdRange) => Promise<number>,
  wholeEveryMs = 300_000,
): Promise<number> {
  const now = Date.now();
  const hit = grown.get(key);
  if (hit && now - hit.countedAt < wholeEveryMs && ids.oldest === hit.oldest && ids.newest >= hit.newest) {
    if (ids.newest === hit.newest) return hit.value;
    const range = { gt: hit.newest, lte: ids.newest };
    const value = hit.value.then(async (total) => total + (await count(range)));
    remember(key, { countedAt: hit.countedAt, ...ids, value });
    return value;
  }
  const value = count();
  remember(key, { countedAt: now, ...ids, value });
  return value;
}

function remember(key: string, entry: { countedAt: number; oldest: number; newest: number; value: Promise<number> }) {
  grown.delete(key);
  grown.set(key, entry);
  entry.value.catch(() => {
    if (grown.get(key) === entry) grown.delete(key);
  });
  while (grown.size > MAX_ENTRIES) grown.delete(grown.keys().next().value as string);
}
