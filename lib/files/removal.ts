// Removing a file in two steps. A file of up to 2 GB is ~2,000 chunk rows of 1 MB (on PostgreSQL
// each chunk is ~500 TOAST rows more): deleting them in the request, as one statement, held one
// transaction (and on SQLite every other writer) for as long as that took. So a removal only marks
// the file (deletedAt): from that instant nothing serves, resumes or attaches it. The scheduled
// cleanup (lib/cleanup) then sweeps the marked files, SWEEP_BATCH_CHUNKS chunk rows per batch,
// each batch its own short transaction with the event loop's turn between them; what a batch
// deleted stays deleted, so a crash or a stop only leaves the rest to the next run, and since a
// batch deletes by primary key whatever it found, two instances sweeping the same file (on SQLite;
// on PostgreSQL the cleanup's lock lets one batch run at a time) only find less to delete. The file
// row goes with the batch that finds its last chunks.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

/** Chunk rows (1 MB each) deleted in one batch. */
export const SWEEP_BATCH_CHUNKS = 16;

/** Marks `ids` removed, in the caller's transaction `tx` (or on its own): unreachable at once. */
export async function markFilesDeleted(tx: Prisma.TransactionClient, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { count } = await tx.storedFile.updateMany({
    where: { id: { in: [...ids] }, deletedAt: null },
    data: { deletedAt: new Date() },
  });
  return count;
}

/**
 * One batch of the sweep: up to `take` chunk rows of the file removed longest ago (index on
 * deletedAt; its chunks along the primary key), and the file row once they are its last.
 * `full`: something was found, so more may be left.
 */
export async function sweepDeletedFiles(
  tx: Prisma.TransactionClient,
  take = SWEEP_BATCH_CHUNKS,
): Promise<{ chunks: number; files: number; full: boolean }> {
  const file = await tx.storedFile.findFirst({
    where: { deletedAt: { not: null } },
    orderBy: { deletedAt: 'asc' },
    select: { id: true },
  });
  if (!file) return { chunks: 0, files: 0, full: false };
  const positions = (
    await tx.fileChunk.findMany({
      where: { fileId: file.id },
      orderBy: { position: 'asc' },
      take,
      select: { position: true },
    })
  ).map((c) => c.position);
  const { count: chunks } =
    positions.length === 0
      ? { count: 0 }
      : await tx.fileChunk.deleteMany({ where: { fileId: file.id, position: { in: positions } } });
  if (positions.length === take) return { chunks, files: 0, full: true };
  // Its last chunks: the row goes too (a chunk an upload still wrote meanwhile goes by the cascade).
  const { count: files } = await tx.storedFile.deleteMany({ where: { id: file.id, deletedAt: { not: null } } });
  return { chunks, files, full: true };
}
