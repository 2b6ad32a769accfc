// The way to the database: a Prisma client over a driver adapter, chosen by DATABASE_URL's
// scheme: `file:` → embedded SQLite (default), `postgresql://` → PostgreSQL (several instances).
// Both clients come from the same models (prisma/schema.prisma and its derived PostgreSQL twin),
// so they expose the same API; the SQLite client's type stands for both. The two reads of every
// signed-in call run beside it as plain SQL (hot-reads.ts says why and how).
import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { PrismaClient as PgPrismaClient } from '@/lib/generated/prisma-pg/client';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { postgresFileChunks, sqliteFileChunks, type FileChunks } from './file-chunks';
import { postgresHotReads, sqliteHotReads, type HotReads } from './hot-reads';
import { withQueryCompilerLoader } from './query-compiler-wasm';
import { isPostgresUrl, sqliteFile } from './url';

export type Db = PrismaClient;

/** The client and the plain-SQL reads beside it (lib/db/hot-reads.ts). */
interface DbHandle {
  client: PrismaClient;
  reads: HotReads;
  chunks: FileChunks;
  close(): Promise<void>;
}

const globalForDb = globalThis as unknown as { milleDb?: DbHandle };

// Password hashes are only read where a password is checked (select them explicitly there).
const omit = { user: { passwordHash: true } } as const;

// The query compiler's WebAssembly, read from Prisma's file without keeping its base64 text
// (query-compiler-wasm.ts says why and with which versions).
const warnLoader = (message: string) => log().warn({ event: 'db.query-compiler' }, message);

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
  const client: PrismaClient = new PrismaClient(
    withQueryCompilerLoader({ adapter: new PrismaBetterSqlite3({ url: `file:${file}` }), omit }, warnLoader),
  );
  const reads = sqliteHotReads(file);
  const chunks = sqliteFileChunks(file);
  const close = async () => {
    await reads.close();
    await chunks.close();
    await client.$disconnect();
  };
  return { client, reads, chunks, close };
}

function handle(): DbHandle {
  globalForDb.milleDb ??= createHandle();
  return globalForDb.milleDb;
}

/** The shared client (one per process; reused across dev reloads). */
export function db(): PrismaClient {
  return handle().client;
}

/** The reads of every signed-in call, as plain SQL beside the client (see hot-reads.ts for why). */
export function hotReads(): HotReads {
  return handle().reads;
}

/** The bytes of stored files, as plain SQL beside the client (see file-chunks.ts for why). */
export function fileChunks(): FileChunks {
  return handle().chunks;
}

/** Closes the client (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const current = globalForDb.milleDb;
  globalForDb.milleDb = undefined;
  await current?.close();
}
