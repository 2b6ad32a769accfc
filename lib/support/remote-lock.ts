// The lock that makes the writes on one remote-access grant take turns: the customer's revocation
// (lib/support/remote-access.ts), a session logged or closed by staff (lib/support/staff/remote-access.ts).
// What the second of two at the same moment reads (the grant, its open sessions) is what the first left.
import 'server-only';
import { takeSqliteWriteLock } from '@/lib/db/sqlite-write-lock';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * Locks grant `id` until the transaction ends: PostgreSQL, its row; SQLite, the database's one
 * write lock, taken up front (lib/db/sqlite-write-lock.ts). Call it first in the transaction.
 */
export async function lockRemoteGrant(tx: Prisma.TransactionClient, id: number): Promise<void> {
  if (isPostgresUrl(env().DATABASE_URL)) await tx.$queryRaw`SELECT id FROM "RemoteGrant" WHERE id = ${id} FOR UPDATE`;
  else await takeSqliteWriteLock(tx);
}
