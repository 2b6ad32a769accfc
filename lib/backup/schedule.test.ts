// The scheduled backup's rounds: a copy when the newest is older than the interval, none while a
// recent one exists or another process holds the folder, the oldest deleted beyond BACKUP_KEEP;
// and on PostgreSQL nothing at all, said once at start.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgresUrl, sqliteFile } from '@/lib/db/url';
import { resetEnvForTests } from '@/lib/env';
import { logToForTests } from '@/lib/log';
import { backupRound, startBackupSchedule } from './schedule';

const serviceUrl = process.env.DATABASE_URL!;
const folder = () => mkdtempSync(path.join(os.tmpdir(), 'mille-copias-'));
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

afterEach(() => {
  process.env.DATABASE_URL = serviceUrl;
  delete process.env.BACKUP_DIR;
  resetEnvForTests();
  logToForTests(process.stdout);
});

describe.skipIf(isPostgresUrl(serviceUrl))('scheduled backup rounds', () => {
  it('copies when the newest copy is older than the interval, and keeps the newest BACKUP_KEEP', async () => {
    const dir = folder();
    const source = sqliteFile(serviceUrl);
    const round = (iso: string) => backupRound(source, dir, { everyMs: 6 * HOUR, keep: 2, now: at(iso) });
    expect((await round('2026-11-26T00:00:00Z')).made?.file).toBe(path.join(dir, 'app-20261126T000000Z.db'));
    expect(await round('2026-11-26T05:59:00Z')).toEqual({ deleted: [], skipped: 'recent' });
    await round('2026-11-26T06:00:00Z');
    const third = await round('2026-11-26T12:00:00Z');
    expect(third.deleted).toEqual([path.join(dir, 'app-20261126T000000Z.db')]);
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.db'))
        .sort(),
    ).toEqual(['app-20261126T060000Z.db', 'app-20261126T120000Z.db']);
    expect(third.made!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves the round to the process that holds the folder, and cleans a copy cut short', async () => {
    const dir = folder();
    const other = new Database(path.join(dir, '.copia.lock'));
    other.exec('BEGIN EXCLUSIVE');
    const round = () => backupRound(sqliteFile(serviceUrl), dir, { everyMs: HOUR, keep: 3 });
    expect(await round()).toEqual({ deleted: [], skipped: 'elsewhere' });
    other.exec('ROLLBACK');
    other.close();
    const cutShort = path.join(dir, 'app-20261125T000000Z.db.partial');
    new Database(cutShort).close();
    expect((await round()).made).toBeDefined();
    expect(existsSync(cutShort)).toBe(false);
  });
});

describe('the scheduled backup at start', () => {
  it('on PostgreSQL does nothing and says so', async () => {
    const lines: string[] = [];
    logToForTests({ write: (chunk: string) => void lines.push(chunk) });
    const dir = path.join(folder(), 'copias');
    process.env.DATABASE_URL = 'postgresql://mille@127.0.0.1:5432/mille';
    process.env.BACKUP_DIR = dir;
    resetEnvForTests();
    const stop = startBackupSchedule();
    await stop();
    expect(JSON.parse(lines.join(''))).toMatchObject({ event: 'backup.schedule', on: false, level: 'warn' });
    expect(lines.join('')).toContain('pg_dump');
    expect(existsSync(dir)).toBe(false);
  });
});
