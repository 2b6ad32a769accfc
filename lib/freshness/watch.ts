// Every server process keeps the pages of every feed in step with the database. One loop reads
// each feed's version every WATCH_MS; when one moves (a change made on any instance, by the back
// office or the staff tool, or a scheduled item whose time has come) it asks its own server to
// refresh that feed (self-call.ts). Its first reading counts as a move: the build, which has no
// database, baked the pages empty, so they are refreshed as soon as the server answers.
import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { FEEDS_REFRESHED_KEY } from '@/server/layer-names';
import type { Feed } from './feed';
import { askOwnServer } from './self-call';

/** How often each process compares the versions: the delay of a change made elsewhere. */
export const WATCH_MS = 2000;
/** The first reading, soon after start (the server may not answer yet: then the next tick). */
const FIRST_MS = 500;
/** A server still starting does not answer its own call: no warning before this, unless it has answered. */
const START_GRACE_MS = 30_000;

/**
 * One tick: the feeds whose version differs from the one last refreshed are refreshed together.
 * A failed refresh, or a version that could not be read, is tried again at the next tick; the
 * first error is thrown after the others were handled.
 */
export function feedWatcher(feeds: readonly Feed[], refresh: (names: string[]) => Promise<void>): () => Promise<void> {
  const refreshed = new Map<string, string>();
  return async () => {
    const readings = await Promise.allSettled(feeds.map(async (f) => [f.name, await f.version()] as const));
    const moved = readings.flatMap((r) =>
      r.status === 'fulfilled' && refreshed.get(r.value[0]) !== r.value[1] ? [r.value] : [],
    );
    if (moved.length) {
      await refresh(moved.map(([name]) => name));
      for (const [name, version] of moved) refreshed.set(name, version);
    }
    const failed = readings.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
}

/**
 * Tells the server layer (server/, same process, bundled apart) which routes were just refreshed:
 * it splices the status banner into the public pages and reads it anew (server/status-banner.ts).
 */
function tellServerLayer(routes: string[]) {
  const notice = (globalThis as Record<symbol, unknown>)[FEEDS_REFRESHED_KEY];
  if (typeof notice === 'function') (notice as (routes: string[]) => void)(routes);
}

export function startFreshnessWatch(feeds: readonly Feed[]): () => Promise<void> {
  const base = `http://127.0.0.1:${env().PORT}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // One warning per run of failures, not one every tick while the database or the server is away.
  let warned = false;
  let quietUntil = Date.now() + START_GRACE_MS;
  const tick = feedWatcher(feeds, async (names) => {
    await askOwnServer(base, names);
    tellServerLayer(feeds.filter((f) => names.includes(f.name)).flatMap((f) => f.routes));
  });
  const loop = () => {
    if (stopped) return;
    running = tick()
      .then(() => {
        warned = false;
        quietUntil = 0;
      })
      .catch((error: unknown) => {
        if (warned || Date.now() < quietUntil) return;
        log().warn(
          { event: 'freshness.watch-failed', detail: (error as Error)?.message },
          'public pages not refreshed after a change; retrying',
        );
        warned = true;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, WATCH_MS).unref();
      });
  };
  timer = setTimeout(loop, FIRST_MS).unref();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
