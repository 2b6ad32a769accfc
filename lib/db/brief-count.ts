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
