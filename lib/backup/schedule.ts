// The optional scheduled backup of the embedded database (BACKUP_DIR, BACKUP_INTERVAL_MINUTES,
// BACKUP_KEEP; .env.example). Every CHECK_EVERY_MS the server looks at the folder: when its newest
// copy is older than the interval, it makes one (sqlite-backup.ts: VACUUM INTO on a worker thread,
// requests keep being answered) named `app-<UTC stamp>.db`, then deletes the oldest beyond BACKUP_KEEP.
// Safe with several processes on one folder (a rolling restart overlaps two): a round runs only
// under an exclusive lock on the folder's `.copia.lock` (a SQLite file, so the operating system
// drops the lock when its holder dies), and looks at the newest copy after taking it, so one copy
// is made per interval whoever makes it. On PostgreSQL it does nothing, and says so at start:
// pg_dump is the tool there (docs/OPERATIONS.md).
import 'server-only';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isPostgresUrl, sqliteFile } from '@/lib/db/url';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { absolute, backupSqlite, type BackupResult, fileStamp } from './sqlite-backup';

export const CHECK_EVERY_MS = 60_000;
const NAME = /^app-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.db$/;

/** The scheduled copies in `dir`, oldest first, with the time in their names. */
export function scheduledCopies(dir: string): Array<{ file: string; at: number }> {
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .map((name) => ({ name, m: NAME.exec(name) }))
    .filter((c) => c.m)
    .map(({ name, m }) => ({
      file: path.join(dir, name),
      at: Date.UTC(+m![1]!, +m![2]! - 1, +m![3]!, +m![4]!, +m![5]!, +m![6]!),
    }))
    .sort((a, b) => a.at - b.at);
}

export interface BackupRound {
  made?: BackupResult;
  deleted: string[];
  /** Why no copy was made: one is recent enough, or another process holds the folder's lock */
  skipped?: 'recent' | 'elsewhere';
}

/** One round: a copy of `source` into `dir` if its newest is older than `everyMs`, then the pruning. */
export async function backupRound(
  source: string,
  dir: string,
  { everyMs, keep, now = new Date() }: { everyMs: number; keep: number; now?: Date },
): Promise<BackupRound> {
  mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true });
  const lock = new Database(/*turbopackIgnore: true*/ path.join(dir, '.copia.lock'), { timeout: 0 });
  try {
    try {
      lock.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return { deleted: [], skipped: 'elsewhere' };
      throw error;
    }
    const newest = scheduledCopies(dir).at(-1);
    if (newest && now.getTime() - newest.at < everyMs) return { deleted: [], skipped: 'recent' };
    // Under the lock nobody else is writing one: a .partial here is a round cut short.
    for (const name of readdirSync(/*turbopackIgnore: true*/ dir))
      if (name.endsWith('.partial')) rmSync(/*turbopackIgnore: true*/ path.join(dir, name), { force: true });
    const made = await backupSqlite(source, path.join(dir, `app-${fileStamp(now)}.db`));
    const copies = scheduledCopies(dir);
    const deleted = copies.slice(0, Math.max(0, copies.length - keep)).map((c) => c.file);
    for (const file of deleted) rmSync(/*turbopackIgnore: true*/ file, { force: true });
    return { made, deleted };
  } finally {
    if (lock.inTransaction) lock.exec('ROLLBACK');
    lock.close();
  }
}

/** Starts the scheduled backup, or says at start why there is none; returns how to stop it. */
export function startBackupSchedule(): () => Promise<void> {
  const e = env();
  const noop = async () => undefined;
  if (!e.BACKUP_DIR) {
    log().info({ event: 'backup.schedule', on: false }, 'no BACKUP_DIR: no scheduled backups');
    return noop;
  }
  if (isPostgresUrl(e.DATABASE_URL)) {
    log().warn(
      { event: 'backup.schedule', on: false, BACKUP_DIR: e.BACKUP_DIR },
      'scheduled backups copy the embedded SQLite database only: on PostgreSQL they do nothing; back it up with pg_dump (docs/OPERATIONS.md)',
    );
    return noop;
  }
  const dir = absolute(e.BACKUP_DIR);
  const everyMs = e.BACKUP_INTERVAL_MINUTES * 60_000;
  log().info(
    { event: 'backup.schedule', on: true, dir, everyMinutes: e.BACKUP_INTERVAL_MINUTES, keep: e.BACKUP_KEEP },
    'scheduled backups of the database',
  );
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= backupRound(sqliteFile(e.DATABASE_URL), dir, { everyMs, keep: e.BACKUP_KEEP })
      .then(({ made, deleted }) => {
        if (made)
          log().info(
            { event: 'backup.done', file: made.file, bytes: made.bytes, sha256: made.sha256, ms: made.ms, deleted },
            'scheduled backup made',
          );
      })
      .catch((error: unknown) => log().error({ event: 'backup.failed', dir, err: error }, 'scheduled backup failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  // A copy in progress is not waited for at shutdown: only a finished one is ever renamed into
  // place, and the next round removes what a stop left behind.
  return async () => clearInterval(timer);
}
