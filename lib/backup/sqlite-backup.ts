// Backups of the embedded SQLite database while the service serves and writes (the staff tool's
// `backup` and the optional scheduled backup of schedule.ts; putting one back: sqlite-restore.ts).
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
import { closeSync, createReadStream, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What a finished copy is: where, how big, its SHA-256 (to compare after moving it around). */
export interface BackupResult {
  file: string;
  bytes: number;
  sha256: string;
  ms: number;
}

/**
 * `file` made absolute against the working directory. The comments `turbopackIgnore` here and on
 * every file call of lib/backup keep the server's build from taking a path known only at run time
 * for "any file of the project" and tracing the whole project into the standalone output
 * (server/real-build.test.ts checks it holds no sources).
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
  for await (const chunk of createReadStream(/*turbopackIgnore: true*/ file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Makes a written file (and its name in its folder) durable before it is called a backup. */
export function syncToDisk(file: string): void {
  for (const target of [file, path.dirname(file)]) {
    const fd = openSync(/*turbopackIgnore: true*/ target, 'r');
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
  if (!existsSync(/*turbopackIgnore: true*/ source))
    throw new BackupRefusal(`No existe la base de datos ${source}: no hay nada que copiar.`);
  if (existsSync(/*turbopackIgnore: true*/ target))
    throw new BackupRefusal(`Ya existe ${target}: una copia no se sobrescribe, elige otro nombre.`);
  if (!existsSync(/*turbopackIgnore: true*/ path.dirname(target)))
    throw new BackupRefusal(`No existe la carpeta ${path.dirname(target)}.`);
  if (target === absolute(source)) throw new BackupRefusal('La copia no puede ser la propia base de datos.');
  const partial = `${target}.partial`;
  rmSync(/*turbopackIgnore: true*/ partial, { force: true });
  try {
    await copyOnWorker(absolute(source), partial);
    syncToDisk(partial);
    renameSync(/*turbopackIgnore: true*/ partial, target);
    syncToDisk(target);
  } catch (error) {
    rmSync(/*turbopackIgnore: true*/ partial, { force: true });
    throw error;
  }
  return {
    file: target,
    bytes: statSync(/*turbopackIgnore: true*/ target).size,
    sha256: await fileSha256(target),
    ms: Date.now() - started,
  };
}

/** `20261126T093015Z`: a stamp for file names, in UTC. */
export function fileStamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}
