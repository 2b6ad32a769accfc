// Files no caller took into its records: an upload whose form was then refused, one cut short by a
// crash (incomplete), a draft abandoned. They are unattached (attachedAt null); once older than
// ORPHAN_AFTER_HOURS the scheduled cleanup (lib/cleanup) deletes them, a few files per batch, each
// batch its own short transaction: a file is up to ten-odd chunk rows of 1 MB.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

/** An unattached file is kept this long: long enough for a form to be sent again. */
export const ORPHAN_AFTER_HOURS = 24;

/** Files deleted in one batch (their chunks with them). */
export const ORPHAN_BATCH_FILES = 20;

/** The cutoff for `now`: files stored before it and still unattached are orphans. */
export function orphanCutoff(now: Date): Date {
  return new Date(now.getTime() - ORPHAN_AFTER_HOURS * 3600 * 1000);
}

/**
 * One batch of orphans stored before `cutoff`, oldest first along the (attachedAt, createdAt)
 * index, deleted with their chunks. `found` equal to `take` means more may be left.
 */
export async function deleteOrphanFiles(
  tx: Prisma.TransactionClient,
  cutoff: Date,
  take = ORPHAN_BATCH_FILES,
): Promise<{ found: number; deleted: number }> {
  const batch = await tx.storedFile.findMany({
    where: { attachedAt: null, createdAt: { lt: cutoff } },
    // Both columns of the index: PostgreSQL does not take `IS NULL` as fixing the first for the order.
    orderBy: [{ attachedAt: 'asc' }, { createdAt: 'asc' }],
    take,
    select: { id: true },
  });
  if (batch.length === 0) return { found: 0, deleted: 0 };
  const { count } = await tx.storedFile.deleteMany({ where: { id: { in: batch.map((f) => f.id) } } });
  return { found: batch.length, deleted: count };
}
