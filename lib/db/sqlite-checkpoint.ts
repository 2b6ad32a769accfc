// The WAL's checkpoints (copying what was committed to the WAL back into the database file) on a
// thread and a connection of their own. SQLite runs them by default in the committing statement,
// every ~1,000 pages: on the request thread, since better-sqlite3 is synchronous, and on the
// vendor-size file a commit that checkpointed held every request for hundreds of milliseconds
// (docs/PERFORMANCE.md "Cleanup backlog"). The service's connections turn that off
// (`wal_autocheckpoint = 0`, lib/db/index.ts) and this worker checkpoints PASSIVE every
// CHECKPOINT_EVERY_MS: it never waits for readers or writers, copies what no reader still needs,
// and the WAL starts again from its beginning once all of it is copied.
import 'server-only';
import { Worker } from 'node:worker_threads';

export const CHECKPOINT_EVERY_MS = 1_000;

/** What `PRAGMA wal_checkpoint` answers, and the thread that ran it. */
export interface CheckpointResult {
  busy: number;
  /** Frames in the WAL */
  log: number;
  /** Frames copied into the database */
  checkpointed: number;
  threadId: number;
}

export interface Checkpointer {
  /** A checkpoint now, on the worker (tests; the timer does it otherwise). */
  now(): Promise<CheckpointResult>;
  close(): Promise<void>;
}

// Plain CommonJS, evaluated as the worker's code (no file of its own for the bundler to find).
// An evaluated worker resolves `require` from the working directory: the app's root, where the
// server runs (migrate.ts reads prisma/ from there too) and where the standalone build keeps
// better-sqlite3 (an external package). Anywhere else the worker fails and the caller falls back.
const WORKER = `
const { parentPort, threadId, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const database = new Database(workerData.file, { fileMustExist: true, timeout: 5000 });
const checkpoint = () => ({ ...database.pragma('wal_checkpoint(PASSIVE)')[0], threadId });
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'now') parentPort.postMessage(checkpoint());
  if (message === 'close') {
    clearInterval(timer);
    database.close();
    parentPort.close();
  }
});
`;

/** Starts the checkpoints of `file`; `onFailure` if the worker dies (the caller falls back). */
export function startCheckpointer(file: string, onFailure: (error: unknown) => void): Checkpointer {
  const worker = new Worker(WORKER, { eval: true, workerData: { file, everyMs: CHECKPOINT_EVERY_MS } });
  let closing = false;
  let exited = false;
  worker.on('error', (error) => {
    if (!closing) onFailure(error);
  });
  worker.on('exit', (code) => {
    exited = true;
    if (!closing) onFailure(new Error(`checkpoint worker exited (${code})`));
  });
  // It never keeps the process alive on its own.
  worker.unref();
  return {
    now() {
      // A stopped worker would never answer.
      if (exited) return Promise.reject(new Error('the checkpoint worker has stopped'));
      worker.ref();
      return new Promise<CheckpointResult>((resolve, reject) => {
        // Each call's listeners go with its answer: a writer of many batches asks many times.
        const settle = (done: () => void) => {
          worker.off('message', answered).off('error', failed).off('exit', stopped);
          done();
        };
        const answered = (result: CheckpointResult) => settle(() => resolve(result));
        const failed = (error: unknown) => settle(() => reject(error));
        const stopped = () => settle(() => reject(new Error('the checkpoint worker has stopped')));
        worker.on('message', answered).on('error', failed).on('exit', stopped);
        worker.postMessage('now');
      }).finally(() => worker.unref());
    },
    async close() {
      closing = true;
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
