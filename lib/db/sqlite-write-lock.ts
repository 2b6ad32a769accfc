// SQLite's transactions start deferred: a transaction takes the database's one write lock at its
// first write, not at BEGIN. Until then another connection (the staff command beside the running
// server) may commit, and what the transaction read no longer holds; its write may then fail at
// once with SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out (Prisma reports "Operation has
// timed out").
// A write that changes nothing, as the transaction's first statement, takes the lock up front:
// another connection then waits for the busy timeout instead of breaking this one.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

/** On SQLite: the write lock, now, for the rest of `tx`. (Any table serves: the lock is the database's.) */
export async function takeSqliteWriteLock(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`UPDATE "StaffUser" SET "id" = "id" WHERE 0`;
}
