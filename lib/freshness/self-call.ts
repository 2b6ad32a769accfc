// The watcher runs outside any request, where Next cannot expire its cache; so it asks its own
// server, over POST /api/internal/refresh, which runs refreshFeeds inside a request. Only this
// process may ask: the call carries a random key made at start and kept on the process's global
// object (the route handler and the background jobs are bundled apart but share the process).
import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const REFRESH_PATH = '/api/internal/refresh';
export const REFRESH_KEY_HEADER = 'x-refresh-key';
const KEY = Symbol.for('mille.freshness.key');

function processKey(): string {
  const store = globalThis as Record<symbol, string | undefined>;
  return (store[KEY] ??= randomBytes(32).toString('base64url'));
}

/** Whether a request carries this process's key (none was made: no call can be valid). */
export function isOwnCall(given: string | null): boolean {
  const made = (globalThis as Record<symbol, string | undefined>)[KEY];
  if (!made || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(made);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Asks the server at `base` (this process) to refresh the named feeds now; throws why not. */
export async function askOwnServer(base: string, feeds: readonly string[], timeoutMs = 3000): Promise<void> {
  const res = await fetch(`${base}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { [REFRESH_KEY_HEADER]: processKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ feeds }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
}
