// The lock every change of staff roles and accounts runs under, and the rule it protects: the
// back office always keeps an active administrator.
import 'server-only';
import { db } from '@/lib/db';
import { takeSqliteWriteLock } from '@/lib/db/sqlite-write-lock';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';

/** Administrators who can act: not turned off, and past their invitation (a password chosen). */
export function activeAdminsWhere(exceptId: number) {
  return { role: 'admin', disabledAt: null, passwordHash: { not: '' }, id: { not: exceptId } };
}

/** An arbitrary constant (the cleanup and the migrator use others): the advisory lock of role changes. */
const STAFF_ROLES_LOCK = 7_264_311;

/**
 * A transaction in which no other change of roles or accounts runs: on PostgreSQL an advisory lock
 * held to its end; on SQLite the database's one write lock, taken before anything is read (a write
 * that changes nothing). Without it two administrators demoting each other at the same moment
 * would each see the other still in office and leave none (on SQLite, lib/db/sqlite-write-lock.ts
 * says why the lock must come before the reads).
 */
export async function withRolesLock<T>(fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db().$transaction(async (tx) => {
    if (isPostgresUrl(env().DATABASE_URL))
      await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(${STAFF_ROLES_LOCK}::bigint)`;
    else await takeSqliteWriteLock(tx);
    return fn(tx);
  });
}

export const LAST_ADMIN_REFUSAL =
  'Es la única persona de administración activa: nombra antes a otra para no dejar la gestión sin administración.';

export class LastAdministrator extends Error {
  constructor() {
    super(LAST_ADMIN_REFUSAL);
  }
}

/** Refuses (inside the roles lock) when `id` is an active administrator and no other one is left. */
export async function keepAnAdministrator(tx: Prisma.TransactionClient, id: number): Promise<void> {
  const current = await tx.staffUser.findUniqueOrThrow({
    where: { id },
    select: { role: true, disabledAt: true, passwordHash: true },
  });
  if (current.role !== 'admin' || current.disabledAt || !current.passwordHash) return;
  if ((await tx.staffUser.count({ where: activeAdminsWhere(id) })) === 0) throw new LastAdministrator();
}
