// The one way to the database: a Prisma client over a driver adapter, chosen by DATABASE_URL.
import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';
import { sqliteFile } from './url';

export type Db = PrismaClient;

const globalForDb = globalThis as unknown as { millePrisma?: PrismaClient };

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
  const adapter = new PrismaBetterSqlite3({ url: `file:${sqliteFile(url)}` });
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
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
