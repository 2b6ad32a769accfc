// Removing a file: unreachable at once (no download, no resume, no attaching), its chunk rows then
// deleted by the cleanup SWEEP_BATCH_CHUNKS at a time, each batch its own transaction, the row with
// the last of them; a sweep cut short goes on where it stood, two at once delete each row once. On SQLite, and on PostgreSQL with
// TEST_POSTGRES_SERVER.
import { beforeEach, describe, expect, it } from 'vitest';
import { batchTransaction } from '@/lib/cleanup/batches';
import { runCleanup } from '@/lib/cleanup/cleanup';
import { db, fileChunks } from '@/lib/db';
import { HttpError } from '@/lib/http/errors';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { deleteFile, fileInfo, fileResponse, markFilesAttached, uploadStatus } from '.';
import { SWEEP_BATCH_CHUNKS, sweepDeletedFiles } from './removal';

const PIECE = 4;

/**
 * A complete file of `chunks` chunk rows of PIECE bytes (the sweep counts rows, not bytes: a 2 GB
 * installer is 2,048 rows of 1 MB).
 */
async function fileOf(chunks: number, owner = 'staff:1'): Promise<number> {
  const row = await db().storedFile.create({
    data: {
      name: 'setup.zip',
      chunkBytes: PIECE,
      size: chunks * PIECE,
      type: 'application/zip',
      sha256: 'a'.repeat(64),
      purpose: 'test',
      owner,
      expectedSize: chunks * PIECE,
      completedAt: new Date(),
    },
    select: { id: true },
  });
  for (let position = 0; position < chunks; position++)
    await fileChunks().write(row.id, position, new Uint8Array(PIECE).fill(position & 0xff));
  return row.id;
}

const chunksOf = (id: number) => db().fileChunk.count({ where: { fileId: id } });
const download = (id: number) =>
  fileResponse(new Request('http://localhost/f'), id).catch((e: unknown) =>
    e instanceof HttpError ? e.status : Promise.reject(e),
  );

beforeEach(async () => {
  await db().storedFile.deleteMany();
});

describe('removing a file', () => {
  it('is unreachable at once; the cleanup deletes its chunks a batch at a time, then the row', async () => {
    const chunks = 2 * SWEEP_BATCH_CHUNKS + 3;
    const id = await fileOf(chunks);
    const kept = await fileOf(2);
    const before = await download(id);
    expect(before).toBeInstanceOf(Response);
    expect(new Uint8Array(await (before as Response).arrayBuffer()).byteLength).toBe(chunks * PIECE);

    await deleteFile(id);
    expect(await fileInfo(id)).toBeNull();
    expect(await download(id)).toBe(404);
    expect(await uploadStatus(id, 'staff:1')).toBeNull();
    await expect(db().$transaction((tx) => markFilesAttached(tx, [id]))).rejects.toMatchObject({
      code: 'file-unavailable',
    });
    // Nothing of the bytes went in the removal itself.
    expect(await chunksOf(id)).toBe(chunks);

    // One batch: SWEEP_BATCH_CHUNKS rows, in its own transaction, and the file is still being swept.
    const first = await batchTransaction((tx) => sweepDeletedFiles(tx), 'wait');
    expect(first!.value).toEqual({ chunks: SWEEP_BATCH_CHUNKS, files: 0, full: true });
    expect(await chunksOf(id)).toBe(chunks - SWEEP_BATCH_CHUNKS);

    // The cleanup goes on from there: the rest in batches, then the row; the other file untouched.
    const run = await runCleanup(new Date());
    expect(run).toMatchObject({ fileChunks: chunks - SWEEP_BATCH_CHUNKS, removedFiles: 1, unfinished: false });
    expect(await chunksOf(id)).toBe(0);
    expect(await db().storedFile.findUnique({ where: { id } })).toBeNull();
    expect(await chunksOf(kept)).toBe(2);
    expect(await fileInfo(kept)).not.toBeNull();
  });

  it('two instances sweeping at once delete each chunk once, and the row', async () => {
    const chunks = SWEEP_BATCH_CHUNKS * 3 + 1;
    const id = await fileOf(chunks);
    await Promise.all([deleteFile(id), deleteFile(id)]);
    const sweeper = async () => {
      const total = { chunks: 0, files: 0 };
      for (let full = true; full;) {
        const batch = await db().$transaction((tx) => sweepDeletedFiles(tx));
        total.chunks += batch.chunks;
        total.files += batch.files;
        full = batch.full;
      }
      return total;
    };
    const [a, b] = await Promise.all([sweeper(), sweeper()]);
    expect(a.chunks + b.chunks).toBe(chunks);
    expect(a.files + b.files).toBe(1);
    expect(await db().storedFile.count()).toBe(0);
  });

  it('sweeps along its indexes', async () => {
    const id = await fileOf(3);
    await deleteFile(id);
    const { verdict } = await checkQueryPlans(() => db().$transaction((tx) => sweepDeletedFiles(tx)), {
      bigTables: ['StoredFile', 'FileChunk'],
    });
    expect(verdict.problems).toEqual([]);
  });
});
