// At start-up the pages baked by the build (which has no database) may show no news for up to a
// minute. Once this server answers, it asks itself for an on-demand revalidation, so the first
// visitor already gets the news.
import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { requestRevalidation } from './revalidation';

export function startNewsWarmup(): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const e = env();
  const base = `http://127.0.0.1:${e.PORT}`;
  let attempt = 0;
  const tryOnce = async () => {
    if (stopped) return;
    attempt += 1;
    const [result] = await requestRevalidation([base], e.SESSION_SECRET, 3000);
    if (result?.ok || stopped) return;
    if (attempt < 30) timer = setTimeout(() => void tryOnce(), 1000).unref();
    else log().warn({ event: 'news.warmup-failed', attempts: attempt, detail: result?.detail }, 'news warm-up gave up');
  };
  timer = setTimeout(() => void tryOnce(), 500).unref();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
