// Backups of the embedded SQLite database while the service serves and writes, and putting one
// back into a stopped service's data folder (the staff tool's `backup` and `restore`, and the
// optional scheduled backup of schedule.ts).
//
// The copy is `VACUUM INTO`: one read transaction, so in WAL mode it is a snapshot of everything
// committed when it began, taken without blocking the service's writers (it only keeps the
// checkpoints from recycling the WAL until it ends). SQLite's online backup API would restart
// from the first page each time another connection writes, and under a steady stream of
// enquiries a large copy might never finish. The copy runs on a worker thread: better-sqlite3 is
// synchronous, and inside the server a copy of a vendor-size file would otherwise hold every
// request for as long as it takes.
import 'server-only';
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { appliedSqlite, type MigrationFile, refuseNewer } from '@/lib/db/migrate';

/** What a finished copy is: where, how big, its SHA-256 (to compare after moving it around). */
export interface BackupResult {
  file: string;
  bytes: number;
  sha256: string;
  ms: number;
}

/**
 * `file` made absolute against the working directory. The comment keeps the server's build from
 * taking a path known only at run time for "any file of the project" and tracing the whole
 * project into the standalone output (server/real-build.test.ts checks it holds no sources).
 */
export const absolute = (file: string) => path.resolve(/*turbopackIgnore: true*/ file);

/** A refusal the operator can act on (the staff tool prints its message, exit code 1). */
export class BackupRefusal extends Error {}

// Plain CommonJS, evaluated as the worker's code (no file of its own for the bundler to find); it
// resolves better-sqlite3 from the working directory, the app's root, as sqlite-checkpoint.ts does.
const COPY_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
try {
  const source = new Database(workerData.source, { fileMustExist: true, timeout: 5000 });
  try {
    source.prepare('VACUUM INTO ?').run(workerData.partial);
  } finally {
    source.close();
  }
  const copy = new Database(workerData.partial, { readonly: true, fileMustExist: true });
  const check = copy.pragma('quick_check', { simple: true });
  copy.close();
  parentPort.postMessage({ check });
} catch (error) {
  parentPort.postMessage({ error: String(error && error.message || error) });
}
`;

function copyOnWorker(source: string, partial: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_WORKER, { eval: true, workerData: { source, partial } });
    worker.once('message', (answer: { check?: string; error?: string }) => {
      void worker.terminate();
      if (answer.error) reject(new Error(answer.error));
      else if (answer.check !== 'ok') reject(new Error(`la copia no supera quick_check: ${answer.check}`));
      else resolve();
    });
    worker.once('error', reject);
  });
}

/** The SHA-256 of a file, read as a stream (a backup can be gigabytes). */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Makes a written file (and its name in its folder) durable before it is called a backup. */
function syncToDisk(file: string): void {
  for (const target of [file, path.dirname(file)]) {
    const fd = openSync(target, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * Copies the live database `source` to `dest` (which must not exist): written beside it as
 * `dest.partial`, checked, synced, then renamed, so `dest` is only ever a whole checked copy.
 */
export async function backupSqlite(source: string, dest: string): Promise<BackupResult> {
  const started = Date.now();
  const target = absolute(dest);
  if (!existsSync(source)) throw new BackupRefusal(`No existe la base de datos ${source}: no hay nada que copiar.`);
  if (existsSync(target))
    throw new BackupRefusal(`Ya existe ${target}: una copia no se sobrescribe, elige otro nombre.`);
  if (!existsSync(path.dirname(target))) throw new BackupRefusal(`No existe la carpeta ${path.dirname(target)}.`);
  if (target === absolute(source)) throw new BackupRefusal('La copia no puede ser la propia base de datos.');
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    await copyOnWorker(absolute(source), partial);
    syncToDisk(partial);
    renameSync(partial, target);
    syncToDisk(target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file: target, bytes: statSync(target).size, sha256: await fileSha256(target), ms: Date.now() - started };
}

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

/** `20261126T093015Z`: a stamp for file names, in UTC. */
export function fileStamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

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
