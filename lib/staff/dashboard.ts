// What the back office's first page shows: work waiting and the service's health.
import 'server-only';
import pkg from '@/package.json';
import { db } from '@/lib/db';
import { databaseReachable } from '@/lib/db/health';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import { stuckMailCount } from '@/lib/mail/outbox';
import { countScheduledNews } from '@/lib/news/repository';

export interface Dashboard {
  newEnquiries: number;
  unsentMails: number;
  scheduledNews: number;
  version: string;
  database: { ok: boolean; kind: string; ms: number };
}

export async function loadDashboard(now = new Date()): Promise<Dashboard> {
  const started = Date.now();
  const ok = await databaseReachable();
  const ms = Date.now() - started;
  const database = { ok, kind: isPostgresUrl(env().DATABASE_URL) ? 'PostgreSQL' : 'SQLite', ms };
  if (!ok) return { newEnquiries: 0, unsentMails: 0, scheduledNews: 0, version: pkg.version, database };
  const [newEnquiries, unsentMails, scheduledNews] = await Promise.all([
    db().enquiry.count({ where: { state: 'new' } }),
    // The same figure as /api/health's stuckMail.
    stuckMailCount(now),
    countScheduledNews(now),
  ]);
  return { newEnquiries, unsentMails, scheduledNews, version: pkg.version, database };
}
