// The status as the public answers read it: one snapshot per refresh of the status feed, cached
// under its tag (lib/freshness), whose time floor every page and answer that reads it takes.
import 'server-only';
import { existsSync } from 'node:fs';
import { sqliteFile } from '@/lib/db/url';
import { env } from '@/lib/env';
import { cachedFeedRead } from '@/lib/freshness/cache';
import { log } from '@/lib/log';
import { statusFeed } from './feed';
import { readStatus } from './read';
import type { StatusSnapshot } from './snapshot';

async function readNow(): Promise<StatusSnapshot> {
  // The build has no database: do not let the driver create an empty file where one is expected.
  const url = env().DATABASE_URL;
  if (url.startsWith('file:') && !existsSync(sqliteFile(url))) throw new Error('no database yet');
  return readStatus(new Date());
}

// A failure throws inside, so nothing is cached and the next render tries again.
const cached = cachedFeedRead(statusFeed, 'snapshot-v1', readNow);

/** The snapshot, or null when the status cannot be read (the build; the page then says so). */
export async function publicStatus(): Promise<StatusSnapshot | null> {
  try {
    return await cached();
  } catch (error) {
    log().warn({ event: 'status.unavailable', err: (error as Error)?.message }, 'status unavailable');
    return null;
  }
}
