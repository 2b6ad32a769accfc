// What the back office's first page shows: work waiting and the service's health.
import 'server-only';
import pkg from '@/package.json';
import { db } from '@/lib/db';
import { databaseReachable } from '@/lib/db/health';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';

/** Mail still unsent this long after it was queued is worth someone's attention. */
export const UNSENT_AFTER_MS = 3600_000;

export interface Dashboard {
  unsentMails: number;
  version: string;
  database: { ok: boolean; kind: string; ms: number };
}

export async function loadDashboard(now = new Date()): Promise<Dashboard> {
  const started = Date.now();
  const ok = await databaseReachable();
  const ms = Date.now() - started;
  const database = { ok, kind: isPostgresUrl(env().DATABASE_URL) ? 'PostgreSQL' : 'SQLite', ms };
  if (!ok) return { unsentMails: 0, version: pkg.version, database };
  const unsentMails = await db().outboxMail.count({ where: { status: { not: 'sent' }, createdAt: { lt: new Date(now.getTime() - UNSENT_AFTER_MS) } } });
  return { unsentMails, version: pkg.version, database };
}
