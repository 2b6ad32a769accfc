// The way to the database: a Prisma client over a driver adapter, chosen by DATABASE_URL's
// scheme: `file:` → embedded SQLite (default), `postgresql://` → PostgreSQL (several instances).
// Both clients come from the same models (prisma/schema.prisma and its derived PostgreSQL twin),
// so they expose the same API; the SQLite client's type stands for both. The session read, the
// invoice read and the invoice list view's reads run beside it as plain SQL (hot-reads.ts says why
// and how).
import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Pool } from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { PrismaClient as PgPrismaClient } from '@/lib/generated/prisma-pg/client';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { postgresFileChunks, sqliteFileChunks, type FileChunks } from './file-chunks';
import { postgresHotReads, sqliteHotReads, type HotReads } from './hot-reads';
import { withQueryCompilerLoader } from './query-compiler-wasm';
import { startCheckpointer, type Checkpointer, type CheckpointResult } from './sqlite-checkpoint';
import { isPostgresUrl, sqliteFile } from './url';

export type Db = PrismaClient;

/** The client and the plain-SQL reads beside it (lib/db/hot-reads.ts). */
interface DbHandle {
  client: PrismaClient;
  reads: HotReads;
  chunks: FileChunks;
  /** SQLite: the WAL's checkpoints, on a worker thread (sqlite-checkpoint.ts) */
  checkpointer?: Checkpointer;
  /** SQLite: the WAL's file */
  walFile?: string;
  close(): Promise<void>;
}

const globalForDb = globalThis as unknown as { milleDb?: DbHandle };

// Password hashes are only read where a password is checked (select them explicitly there).
const omit = { user: { passwordHash: true } } as const;

// The query compiler's WebAssembly, read from Prisma's file without keeping its base64 text
// (query-compiler-wasm.ts says why and with which versions).
const warnLoader = (message: string) => log().warn({ event: 'db.query-compiler' }, message);

/**
 * Every connection of ours to the SQLite file (Prisma's, the hot reads', the files'), set up here:
 * - `synchronous = NORMAL`: in WAL mode a commit no longer waits for the disk (fsync), only the
 *   checkpoints do. The database cannot be corrupted by it; what it trades is durability on a
 *   power cut or an OS crash (not a crash of the process): the last commits before it may be lost
 *   (docs/OPERATIONS.md "SQLite: what a commit waits for"). better-sqlite3's build already
 *   defaults to it in WAL mode (SQLITE_DEFAULT_WAL_SYNCHRONOUS=1): said here, not left to a build.
 * - `wal_autocheckpoint = 0`: no checkpoint inside a request's commit; the worker of
 *   sqlite-checkpoint.ts runs them. `journal_size_limit`: the WAL file is cut back to
 *   WAL_LIMIT_BYTES when it starts again after a checkpoint (see walCaughtUp for why it must not
 *   grow far past it).
 */
export const WAL_LIMIT_BYTES = 64 * 1024 * 1024;

export const SQLITE_PRAGMAS = [
  'busy_timeout = 5000',
  'foreign_keys = ON',
  'synchronous = NORMAL',
  'wal_autocheckpoint = 0',
  `journal_size_limit = ${WAL_LIMIT_BYTES}`,
] as const;

function setUpSqlite(database: Database.Database): Database.Database {
  for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  return database;
}

/** A connection to the service's SQLite file (it exists: the server migrates before serving). */
function openSqlite(file: string): Database.Database {
  return setUpSqlite(new Database(file, { fileMustExist: true }));
}

/** Prisma's SQLite adapter, its connection set up as ours. */
function sqliteAdapter(file: string, opened: (database: Database.Database) => void) {
  return new (class extends PrismaBetterSqlite3 {
    override async connect() {
      const adapter = await super.connect();
      // The adapter keeps its better-sqlite3 connection as `client` (@prisma/adapter-better-sqlite3 7.10;
      // sqlite-connection.test.ts reads the pragmas back through Prisma).
      opened(setUpSqlite((adapter as unknown as { client: Database.Database }).client));
      return adapter;
    }
  })({ url: `file:${file}` });
}

function createHandle(): DbHandle {
  const url = env().DATABASE_URL;
  if (isPostgresUrl(url)) {
    // Our pool, so that the hot reads share Prisma's connections (Prisma leaves it open).
    const pool = new Pool({ connectionString: url, max: 10 });
    const client = new PgPrismaClient(withQueryCompilerLoader({ adapter: new PrismaPg(pool), omit }, warnLoader));
    const close = async () => {
      await client.$disconnect();
      await pool.end();
    };
    return {
      client: client as unknown as PrismaClient,
      reads: postgresHotReads(pool),
      chunks: postgresFileChunks(pool),
      close,
    };
  }
  const file = sqliteFile(url);
  const connections: Database.Database[] = [];
  const opened = (database: Database.Database) => {
    connections.push(database);
    return database;
  };
  const connect = (path: string) => opened(openSqlite(path));
  const client: PrismaClient = new PrismaClient(
    withQueryCompilerLoader({ adapter: sqliteAdapter(file, opened), omit }, warnLoader),
  );
  const reads = sqliteHotReads(file, connect);
  const chunks = sqliteFileChunks(file, connect);
  // Without the worker the WAL would grow for ever: back to SQLite's own checkpoints.
  const checkpointer = startCheckpointer(file, (error) => {
    log().error({ event: 'db.checkpoint', err: error }, 'checkpoints back on the request connections');
    for (const database of connections) if (database.open) database.pragma('wal_autocheckpoint = 1000');
  });
  const close = async () => {
    await checkpointer.close();
    await reads.close();
    await chunks.close();
    await client.$disconnect();
  };
  return { client, reads, chunks, checkpointer, walFile: `${file}-wal`, close };
}

function handle(): DbHandle {
  globalForDb.milleDb ??= createHandle();
  return globalForDb.milleDb;
}

/** The shared client (one per process; reused across dev reloads). */
export function db(): PrismaClient {
  return handle().client;
}

/** The session, invoice and invoice-list reads, as plain SQL beside the client (see hot-reads.ts for why). */
export function hotReads(): HotReads {
  return handle().reads;
}

/** The bytes of stored files, as plain SQL beside the client (see file-chunks.ts for why). */
export function fileChunks(): FileChunks {
  return handle().chunks;
}

/** SQLite: a checkpoint of the WAL now, on the checkpoint worker (tests); null on PostgreSQL. */
export function checkpointNow(): Promise<CheckpointResult> | null {
  return handle().checkpointer?.now() ?? null;
}

/**
 * SQLite, for a writer of many batches in a row (the retention cleanup, an erasure, the search
 * index's merges): when the WAL file has grown past `limit`, waits for a checkpoint on the worker
 * before the next batch. Without it the batches outrun the checkpoints (each copies what was
 * written before it started, while the next batches append), the WAL never starts again, and a
 * backlog's cleanup grew it to 1.1 GB; the first write after it caught up then cut the file back
 * to WAL_LIMIT_BYTES in its commit, on the request thread: 340 ms for a sign-in's rate-limit
 * count (docs/PERFORMANCE.md, "The WAL after a backlog"). Waiting here keeps the file near the
 * limit and each cut short. No-op on PostgreSQL, and if the worker has stopped.
 */
export async function walCaughtUp(limit = WAL_LIMIT_BYTES): Promise<void> {
  const { checkpointer, walFile } = handle();
  if (!checkpointer || !walFile) return;
  let size: number;
  try {
    size = statSync(walFile).size;
  } catch {
    return; // no WAL file yet
  }
  if (size <= limit) return;
  await checkpointer.now().catch(() => undefined);
}

/** Closes the client (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const current = globalForDb.milleDb;
  globalForDb.milleDb = undefined;
  await current?.close();
}
