// The way to the database: a Prisma client over a driver adapter, chosen by DATABASE_URL's
// scheme: `file:` → embedded SQLite (default), `postgresql://` → PostgreSQL (several instances).
// Both clients come from the same models (prisma/schema.prisma and its derived PostgreSQL twin),
// so they expose the same API; the SQLite client's type stands for both. The two reads of every
// signed-in call run beside it as plain SQL on its connection (hot-reads.ts says why).
import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { PrismaClient as PgPrismaClient } from '@/lib/generated/prisma-pg/client';
import { env } from '@/lib/env';
import { postgresHotReads, sqliteHotReads, type HotReads, type SqliteConnection } from './hot-reads';
import { StatementCachingSqlite } from './statement-cache';
import { isPostgresUrl, sqliteFile } from './url';

export type Db = PrismaClient;

/** The client and the plain-SQL reads that share its connection (lib/db/hot-reads.ts). */
interface DbHandle {
  client: PrismaClient;
  reads: HotReads;
  close(): Promise<void>;
}

const globalForDb = globalThis as unknown as { milleDb?: DbHandle };

// Password hashes are only read where a password is checked (select them explicitly there).
const omit = { user: { passwordHash: true } } as const;

function createHandle(): DbHandle {
  const url = env().DATABASE_URL;
  if (isPostgresUrl(url)) {
    // Our pool, so that the hot reads share Prisma's connections (Prisma leaves it open).
    const pool = new Pool({ connectionString: url, max: 10 });
    const client = new PgPrismaClient({ adapter: new PrismaPg(pool), omit });
    const close = async () => {
      await client.$disconnect();
      await pool.end();
    };
    return { client: client as unknown as PrismaClient, reads: postgresHotReads(pool), close };
  }
  const adapter = new StatementCachingSqlite({ url: `file:${sqliteFile(url)}` });
  const client: PrismaClient = new PrismaClient({ adapter, omit });
  // Prisma opens its connection with the first query (and again after a disconnect); the hot
  // reads may come first.
  const connection = async (): Promise<SqliteConnection> => {
    if (!adapter.connection?.database.open) await client.$connect();
    if (!adapter.connection) throw new Error('Prisma connected without the SQLite adapter: update lib/db/index.ts');
    return adapter.connection;
  };
  return { client, reads: sqliteHotReads(connection), close: () => client.$disconnect() };
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

/** Closes the client (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const current = globalForDb.milleDb;
  globalForDb.milleDb = undefined;
  await current?.close();
}
