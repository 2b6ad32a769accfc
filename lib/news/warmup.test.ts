import { afterEach, describe, expect, it, vi } from 'vitest';
import { logToForTests } from '@/lib/log';
import { startNewsWarmup } from './warmup';

const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('./revalidation', () => ({
  requestRevalidation: async () => {
    asked.count += 1;
    return [{ ok: false, url: 'http://127.0.0.1:3000', detail: 'connection refused' }];
  },
}));

afterEach(() => {
  vi.useRealTimers();
  logToForTests(process.stdout);
});

describe('news warm-up', () => {
  it('asks again each second, then gives up with one warning through the app logger', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) });
    const stop = startNewsWarmup();
    await vi.advanceTimersByTimeAsync(40_000);
    await stop();
    expect(asked.count).toBe(30);
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 'warn', event: 'news.warmup-failed', attempts: 30, detail: 'connection refused' }),
    ]);
  });
});
