// What the back office's first page shows: the work waiting that the role may open, and the
// service's health. A figure the role cannot act on is neither shown nor counted.
import 'server-only';
import pkg from '@/package.json';
import { databaseReachable } from '@/lib/db/health';
import { isPostgresUrl } from '@/lib/db/url';
import { countNewEnquiries } from '@/lib/enquiries/staff/inbox';
import { env } from '@/lib/env';
import { stuckMailCount } from '@/lib/mail/outbox';
import { countScheduledNews } from '@/lib/news/repository';
import { countBreached } from '@/lib/support/staff/queue';
import { can, type StaffAction } from '@/lib/staff/roles';

export type WorkFigure = 'newEnquiries' | 'breachedCases' | 'unsentMails' | 'scheduledNews';

/** Each figure of work waiting: the list it opens, and the action that list needs. */
export const WORK_FIGURES: Record<
  WorkFigure,
  { href: string; action: StaffAction; count: (now: Date) => Promise<number> }
> = {
  newEnquiries: { href: '/gestion/consultas?estado=new', action: 'enquiries.work', count: countNewEnquiries },
  // Open support cases whose counting target is past due (the queue's figures have the rest).
  breachedCases: { href: '/gestion/soporte?objetivo=incumplido', action: 'cases.work', count: countBreached },
  // The same figure as /api/health's stuckMail.
  unsentMails: { href: '/gestion/correo?estado=atascado', action: 'outbox.read', count: stuckMailCount },
  scheduledNews: { href: '/gestion/noticias?estado=scheduled', action: 'news.edit', count: countScheduledNews },
};

export interface Dashboard {
  /** Only the figures the role may open, in the order above. */
  work: Partial<Record<WorkFigure, number>>;
  version: string;
  database: { ok: boolean; kind: string; ms: number };
}

export async function loadDashboard(role: string, now = new Date()): Promise<Dashboard> {
  const started = Date.now();
  const ok = await databaseReachable();
  const ms = Date.now() - started;
  const database = { ok, kind: isPostgresUrl(env().DATABASE_URL) ? 'PostgreSQL' : 'SQLite', ms };
  const figures = (Object.keys(WORK_FIGURES) as WorkFigure[]).filter((f) => can(role, WORK_FIGURES[f].action));
  const counts = ok ? await Promise.all(figures.map((f) => WORK_FIGURES[f].count(now))) : figures.map(() => 0);
  return { work: Object.fromEntries(figures.map((f, i) => [f, counts[i]!])), version: pkg.version, database };
}
