// The one way to the database: a Prisma client over a driver adapter, chosen by DATABASE_URL's
// scheme: `file:` → embedded SQLite (default), `postgresql://` → PostgreSQL (several instances).
// Both clients come from the same models (prisma/schema.prisma and its derived PostgreSQL twin),
// so they expose the same API; the SQLite client's type stands for both.
import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { PrismaClient as PgPrismaClient } from '@/lib/generated/prisma-pg/client';
import { env } from '@/lib/env';
import { StatementCachingSqlite } from './statement-cache';
import { isPostgresUrl, sqliteFile } from './url';

export type Db = PrismaClient;

const globalForDb = globalThis as unknown as { millePrisma?: PrismaClient };

// Password hashes are only read where a password is checked (select them explicitly there).
const omit = { user: { passwordHash: true } } as const;

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
  if (isPostgresUrl(url)) {
    const client = new PgPrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }), omit });
    return client as unknown as PrismaClient;
  }
  return new PrismaClient({ adapter: new StatementCachingSqlite({ url: `file:${sqliteFile(url)}` }), omit });
}

/** The shared client (one per process; reused across dev reloads). */
export function db(): PrismaClient {
  globalForDb.millePrisma ??= createClient();
  return globalForDb.millePrisma;
}

/** Closes the client (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const client = globalForDb.millePrisma;
  globalForDb.millePrisma = undefined;
  await client?.$disconnect();
}
