// Putting a backup of the embedded SQLite database back into a stopped service's data folder (the
// staff tool's `restore`). Apart from sqlite-backup.ts, which the server itself loads for the
// scheduled backup: this module is only the staff tool's, and its file names made at run time
// stay out of the server build's file tracing.
import 'server-only';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { appliedSqlite, type MigrationFile, refuseNewer } from '@/lib/db/migrate';
import { absolute, BackupRefusal, fileStamp, syncToDisk } from './sqlite-backup';

/** What a database file holds, as far as putting it in service goes. */
export interface Inspection {
  integrity: string;
  applied: string[];
  /** Migrations this code knows and the file lacks: the service applies them at start. */
  pending: string[];
}

/**
 * Checks `file` before it goes into service: SQLite's full integrity check, and its migrations
 * against the ones this code knows (a file from a newer version throws NewerDatabaseError).
 */
export function inspectSqlite(file: string, known: readonly MigrationFile[], label = file): Inspection {
  let conn: Database.Database;
  try {
    conn = new Database(file, { fileMustExist: true, timeout: 5000 });
  } catch (error) {
    throw new BackupRefusal(`No se puede abrir ${label} como base de datos SQLite: ${(error as Error).message}`);
  }
  try {
    let integrity: string;
    let applied: string[];
    try {
      integrity = String(conn.pragma('integrity_check', { simple: true }));
      applied = integrity === 'ok' ? appliedSqlite(conn) : [];
    } catch (error) {
      throw new BackupRefusal(`${label} no es una base de datos SQLite válida: ${(error as Error).message}`);
    }
    if (integrity !== 'ok') throw new BackupRefusal(`${label} no supera la comprobación de integridad: ${integrity}`);
    if (!applied.length)
      throw new BackupRefusal(`${label} no es una base de datos de este servicio (no tiene migraciones).`);
    refuseNewer(applied, known);
    const done = new Set(applied);
    return { integrity, applied, pending: known.map((m) => m.name).filter((name) => !done.has(name)) };
  } finally {
    conn.close();
  }
}

/**
 * Whether a process has `file` open (a running service: its connections keep a lock on the file
 * in WAL mode for as long as they are open; the operating system drops it when the process ends,
 * whatever ended it). Found by asking for an exclusive lock without waiting.
 */
export function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const conn = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    conn.pragma('locking_mode = EXCLUSIVE');
    conn.exec('BEGIN EXCLUSIVE');
    conn.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    // The last connection to close checkpoints the WAL into the file: what is set aside next is whole.
    conn.close();
  }
}

export interface RestoreResult {
  target: string;
  /** The previous database's files, kept aside (empty when there was none). */
  keptAside: string[];
  inspection: Inspection;
}

const SIDE_FILES = ['', '-wal', '-shm'];

/**
 * Puts the backup `file` in place of the database `target` of a stopped service: refuses while a
 * process has `target` open, copies the backup beside it and checks the copy (integrity, schema
 * version), then sets the previous database aside as `<target>.antes-de-restaurar-<stamp>` (with
 * its -wal/-shm, if any) and renames the copy into place.
 */
export async function restoreSqlite(
  file: string,
  target: string,
  known: readonly MigrationFile[],
  at = new Date(),
): Promise<RestoreResult> {
  const backup = absolute(file);
  if (!existsSync(backup)) throw new BackupRefusal(`No existe ${backup}.`);
  if (backup === absolute(target)) throw new BackupRefusal('La copia es la propia base de datos del servicio.');
  if (sqliteInUse(target))
    throw new BackupRefusal(
      `La base de datos ${target} está abierta por otro proceso: el servicio sigue en marcha. ` +
        'Páralo (docker compose stop, systemctl stop o Ctrl+C en npm start) y vuelve a ejecutar la restauración.',
    );
  mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.restaurando`;
  for (const suffix of SIDE_FILES) rmSync(`${incoming}${suffix}`, { force: true });
  let inspection: Inspection;
  try {
    await copyFile(backup, incoming);
    inspection = inspectSqlite(incoming, known, backup);
    // The service's journal mode, set now so the first start finds the file as it leaves it.
    const conn = new Database(incoming, { fileMustExist: true });
    conn.pragma('journal_mode = WAL');
    conn.close();
    syncToDisk(incoming);
  } catch (error) {
    for (const suffix of SIDE_FILES) rmSync(`${incoming}${suffix}`, { force: true });
    throw error;
  }
  const aside = `${target}.antes-de-restaurar-${fileStamp(at)}`;
  const keptAside: string[] = [];
  for (const suffix of SIDE_FILES) {
    if (!existsSync(`${target}${suffix}`)) continue;
    renameSync(`${target}${suffix}`, `${aside}${suffix}`);
    keptAside.push(`${aside}${suffix}`);
  }
  renameSync(incoming, target);
  syncToDisk(target);
  return { target, keptAside, inspection };
}
