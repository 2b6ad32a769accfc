// Files no caller took into its records: an upload whose form was then refused, one cut short by a
// crash (incomplete), a draft abandoned. They are unattached (attachedAt null); once older than
// ORPHAN_AFTER_HOURS the scheduled cleanup (lib/cleanup) removes them, a batch of file rows at a
// time: marked removed (removal.ts), so that an abandoned 2 GB upload's chunks go with the sweep's
// short batches, not in this one.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { markFilesDeleted } from './removal';

/** An unattached file is kept this long: long enough for a form to be sent again. */
export const ORPHAN_AFTER_HOURS = 24;

/** Files marked removed in one batch. */
export const ORPHAN_BATCH_FILES = 100;

/** The cutoff for `now`: files stored before it and still unattached are orphans. */
export function orphanCutoff(now: Date): Date {
  return new Date(now.getTime() - ORPHAN_AFTER_HOURS * 3600 * 1000);
}

/**
 * One batch of orphans stored before `cutoff` and not removed yet, oldest first along the
 * (attachedAt, deletedAt, createdAt) index, marked removed. `found` equal to `take` means more may
 * be left.
 */
export async function deleteOrphanFiles(
  tx: Prisma.TransactionClient,
  cutoff: Date,
  take = ORPHAN_BATCH_FILES,
): Promise<{ found: number; deleted: number }> {
  const batch = await tx.storedFile.findMany({
    where: { attachedAt: null, deletedAt: null, createdAt: { lt: cutoff } },
    // Every column of the index: PostgreSQL does not take `IS NULL` as fixing the first ones for the order.
    orderBy: [{ attachedAt: 'asc' }, { deletedAt: 'asc' }, { createdAt: 'asc' }],
    take,
    select: { id: true },
  });
  if (batch.length === 0) return { found: 0, deleted: 0 };
  const deleted = await markFilesDeleted(
    tx,
    batch.map((f) => f.id),
  );
  return { found: batch.length, deleted };
}
