// Attempt counters shared by every instance: rate-limiter-flexible over its Prisma store (the
// RateLimiterFlexible table). Every rule is consume-then-check: the attempt is counted with one
// atomic upsert (INSERT … ON CONFLICT DO UPDATE points = points + 1, on SQLite and PostgreSQL
// alike) *before* the work it guards (a password check, storing an enquiry) starts, so a burst of
// concurrent attempts cannot all pass a check that reads the counter first and writes it later.
import 'server-only';
import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import { db } from '@/lib/db';

export interface LimitRule {
  /** Names the counter family; stored as the key prefix. */
  name: string;
  /** Attempts allowed in one window. */
  points: number;
  /** The window, from the first attempt. */
  durationSeconds: number;
}

export type Consumed =
  | { allowed: true; /** attempts in this window, this one included */ count: number }
  | { allowed: false; count: number; retryAfterSeconds: number };

/** The store's model, as the Prisma client names it (see prisma/schema.prisma). */
const MODEL = 'rateLimiterFlexible';

const cache = new Map<string, { client: object; limiter: RateLimiterPrisma }>();

function limiterFor(rule: LimitRule): RateLimiterPrisma {
  const client = db();
  const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
  const hit = cache.get(id);
  if (hit && hit.client === client) return hit.limiter;
  const limiter = new RateLimiterPrisma({
    storeClient: client,
    tableName: MODEL,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
    // Expired rows are deleted by the cleanup job (lib/cleanup), not by a timer per limiter.
    clearExpiredByTimeout: false,
  });
  cache.set(id, { client, limiter });
  return limiter;
}

/** Counts one attempt for `key` and says whether it is within the rule. */
export async function consume(rule: LimitRule, key: string): Promise<Consumed> {
  try {
    const res = await limiterFor(rule).consume(key, 1);
    return { allowed: true, count: res.consumedPoints };
  } catch (refusal) {
    // The library rejects with its result when the limit is exceeded, with an Error when the store fails.
    if (refusal instanceof RateLimiterRes) {
      return {
        allowed: false,
        count: refusal.consumedPoints,
        retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
      };
    }
    throw refusal;
  }
}

/** Gives back one attempt (the guarded work did not happen, or succeeded and should not count). */
export async function refund(rule: LimitRule, key: string): Promise<void> {
  await limiterFor(rule).reward(key, 1);
}

/** Refuses every attempt for `key` during `seconds` from now (a lockout); a new window follows. */
export async function block(rule: LimitRule, key: string, seconds: number): Promise<void> {
  await limiterFor(rule).block(key, seconds);
}

/** Forgets the counter of `key` (a successful sign-in, an unlock by staff). */
export async function forget(rule: LimitRule, key: string): Promise<void> {
  await limiterFor(rule).delete(key);
}

/** The attempts counted for `key` in its current window (0 when none or expired). */
export async function attempts(rule: LimitRule, key: string): Promise<number> {
  const res = await limiterFor(rule).get(key);
  return res?.consumedPoints ?? 0;
}
