import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { attempts, block, consume, forget, refund, type LimitRule } from './rate-limit';

const rule = (name: string, points = 3, durationSeconds = 60): LimitRule => ({ name, points, durationSeconds });

afterEach(() => {
  vi.useRealTimers();
});

describe('attempt counters (rate-limiter-flexible over the database)', () => {
  it('counts each attempt before it runs and refuses past the limit', async () => {
    const r = rule('count');
    expect(await consume(r, 'a')).toEqual({ allowed: true, count: 1 });
    expect(await consume(r, 'a')).toEqual({ allowed: true, count: 2 });
    expect(await consume(r, 'a')).toEqual({ allowed: true, count: 3 });
    expect(await consume(r, 'a')).toMatchObject({ allowed: false, count: 4 });
    // Another key, another rule with the same key: separate counters.
    expect(await consume(r, 'b')).toEqual({ allowed: true, count: 1 });
    expect(await consume(rule('other'), 'a')).toEqual({ allowed: true, count: 1 });
  });

  it('lets exactly the limit through when the attempts come all at once', async () => {
    const r = rule('burst', 10);
    const results = await Promise.all(Array.from({ length: 40 }, () => consume(r, 'same-key')));
    expect(results.filter((x) => x.allowed)).toHaveLength(10);
    expect(results.map((x) => x.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('starts a new window once the old one has run out (moved clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const r = rule('window', 2, 60);
    await consume(r, 'k');
    await consume(r, 'k');
    const refused = await consume(r, 'k');
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBe(60);
    vi.setSystemTime(new Date('2026-01-01T10:00:59Z'));
    expect((await consume(r, 'k')).allowed).toBe(false);
    vi.setSystemTime(new Date('2026-01-01T10:01:01Z'));
    expect(await consume(r, 'k')).toEqual({ allowed: true, count: 1 });
  });

  it('blocks a key for a set time from now, then counts afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T10:00:00Z'));
    const r = rule('block', 5, 3600);
    await block(r, 'k', 900);
    expect(await consume(r, 'k')).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
    vi.setSystemTime(new Date('2026-02-01T10:14:59Z'));
    expect((await consume(r, 'k')).allowed).toBe(false);
    vi.setSystemTime(new Date('2026-02-01T10:15:01Z'));
    expect(await consume(r, 'k')).toEqual({ allowed: true, count: 1 });
  });

  it('gives attempts back and forgets a key', async () => {
    const r = rule('refund', 2);
    await consume(r, 'k');
    await consume(r, 'k');
    await refund(r, 'k');
    expect(await attempts(r, 'k')).toBe(1);
    expect((await consume(r, 'k')).allowed).toBe(true);
    await forget(r, 'k');
    expect(await attempts(r, 'k')).toBe(0);
    expect(await db().rateLimiterFlexible.count({ where: { key: 'refund:k' } })).toBe(0);
  });
});
