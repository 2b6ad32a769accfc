// Fixed-window counters kept in the database, so every instance sees the same numbers.
import 'server-only';
import { db } from '@/lib/db';

function cutoff(windowSeconds: number, now: Date): Date {
  return new Date(now.getTime() - windowSeconds * 1000);
}

/** How many hits `key` has in its current window (0 when the window has run out). */
export async function hitsInWindow(key: string, windowSeconds: number, now = new Date()): Promise<number> {
  const bucket = await db().rateLimitBucket.findUnique({ where: { key } });
  if (!bucket || bucket.windowStart <= cutoff(windowSeconds, now)) return 0;
  return bucket.count;
}

/** Counts one hit for `key` and returns the count in the current window. */
export async function recordHit(key: string, windowSeconds: number, now = new Date()): Promise<number> {
  const client = db();
  // Fast path: one atomic increment while the window is open.
  const bumped = await client.rateLimitBucket.updateMany({
    where: { key, windowStart: { gt: cutoff(windowSeconds, now) } },
    data: { count: { increment: 1 } },
  });
  if (bumped.count === 0) {
    // No bucket, or its window has run out: start a new one.
    await client.rateLimitBucket.upsert({
      where: { key },
      create: { key, windowStart: now, count: 1 },
      update: { windowStart: now, count: 1 },
    });
    return 1;
  }
  return hitsInWindow(key, windowSeconds, now);
}

/** Forgets a key (a successful sign-in clears nothing else). */
export async function clearHits(key: string): Promise<void> {
  await db().rateLimitBucket.deleteMany({ where: { key } });
}
