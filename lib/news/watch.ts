// Every instance keeps its own news pages in step with the database. A change made on another
// instance (or by the staff tool without --revalidate to here), and a scheduled item whose time has
// come, move the public news' version (lib/news/repository.ts); this watcher reads it every few
// seconds and, when it moves, asks its own server for the on-demand revalidation (the same signed
// call as the warm-up: Next's revalidation works only inside a request). So a change shows on
// every instance within seconds, not at the pages' 60-second floor.
import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { publicNewsVersion } from './repository';
import { requestRevalidation } from './revalidation';

/** How often each instance compares the news' version: the delay of a change elsewhere. */
export const NEWS_WATCH_MS = 2000;

/**
 * Compares the version with the last one seen; `revalidate` runs when it moved (not on the first
 * reading: the warm-up covers the start). A failed revalidation is retried at the next tick.
 */
export function newsWatcher(read: () => Promise<string>, revalidate: () => Promise<boolean>): () => Promise<void> {
  let seen: string | undefined;
  return async () => {
    const version = await read();
    if (seen === undefined) {
      seen = version;
      return;
    }
    if (version === seen) return;
    if (await revalidate()) seen = version;
  };
}

export function startNewsWatch(): () => Promise<void> {
  const e = env();
  const base = `http://127.0.0.1:${e.PORT}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // One warning per run of failures, not one every tick while the database is away.
  let failing = false;
  const failed = (detail: string | undefined) => {
    if (!failing) log().warn({ event: 'news.watch-failed', detail }, 'news pages not refreshed after a change; retrying');
    failing = true;
  };
  const tick = newsWatcher(
    () => publicNewsVersion(),
    async () => {
      const [result] = await requestRevalidation([base], e.SESSION_SECRET, 3000);
      if (!result?.ok) failed(result?.detail);
      return Boolean(result?.ok);
    },
  );
  const loop = () => {
    if (stopped) return;
    running = tick()
      .then(() => void (failing = false))
      .catch((error: unknown) => failed((error as Error)?.message))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, NEWS_WATCH_MS).unref();
      });
  };
  timer = setTimeout(loop, NEWS_WATCH_MS).unref();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
