// Resumable uploads into the store, for files too big to send in one request over a bad connection
// (a product's 1 GB installer). The protocol, stateless on the server beyond the store's own rows,
// so any instance takes the next piece:
//
//   startUpload({ name, size, … })          → a StoredFile row with expectedSize, no chunk yet
//   uploadStatus(id, owner)                 → how many bytes are in (`received`): where to go on
//   appendToUpload(id, owner, offset, body) → the body's bytes from `offset`, which must be `received`
//
// The bytes are kept as the store keeps every file, FILE_CHUNK_BYTES per FileChunk row, each written
// once it is full (or once it is the file's last), so `received` is the number of chunk rows times
// the chunk's length: a request cut off halfway keeps its whole chunks and drops the partial one,
// and the client sends again from `received`. Memory holds one chunk per request whatever the
// file's size. The type is decided from the first chunk (refused at once, nothing kept); when the
// last chunk is in, the file is read back once in order for its SHA-256 (no hash state survives
// between requests or instances) and for the text check, and only then completed (completedAt),
// so an incomplete file is never served. An upload left unfinished is an unattached file: the
// cleanup deletes it after ORPHAN_AFTER_HOURS (orphans.ts), which is how long it can be resumed.
import 'server-only';
import { createHash } from 'node:crypto';
import { db, fileChunks } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import { detectType, HEAD_BYTES, TextCheck, type FileType } from './detect';
import { streamed } from './garbage';
import { nameForType, sanitizeFileName } from './names';
import { deleteFile, FILE_CHUNK_BYTES, FileRefused, fileRefusals, type FileSource, type StoredFileInfo } from './store';

export interface UploadOptions {
  name: string;
  /** The file's whole length, announced before the first byte */
  size: number;
  maxBytes: number;
  accept: readonly FileType[];
  purpose: string;
  /** Who uploads ('staff:3'): only they may send its bytes or read its progress */
  owner: string;
}

export interface UploadStatus {
  id: number;
  name: string;
  size: number;
  /** Bytes in the store: the offset the next piece starts at */
  received: number;
  chunkBytes: number;
  /** The file is whole, checked and hashed (then `file` says what it is) */
  file: StoredFileInfo | null;
}

const sizeRefused = (name: string, maxBytes: number) => fileRefusals.tooLarge(name, maxBytes);
const pastAnnounced = (name: string, size: number) =>
  new FileRefused(
    'too-large',
    'upload-past-size',
    `«${name}» trae más bytes de los ${size} anunciados al empezar la subida.`,
    name,
  );

/** Opens an upload of `size` bytes. Refuses an empty file or one past `maxBytes` before any byte is sent. */
export async function startUpload(options: UploadOptions): Promise<UploadStatus> {
  const name = sanitizeFileName(options.name);
  if (!Number.isSafeInteger(options.size) || options.size <= 0) throw fileRefusals.empty(name);
  if (options.size > options.maxBytes) throw sizeRefused(name, options.maxBytes);
  const row = await db().storedFile.create({
    data: {
      name,
      chunkBytes: FILE_CHUNK_BYTES,
      purpose: options.purpose,
      owner: options.owner,
      expectedSize: options.size,
    },
    select: { id: true },
  });
  return { id: row.id, name, size: options.size, received: 0, chunkBytes: FILE_CHUNK_BYTES, file: null };
}

interface UploadRow {
  id: number;
  name: string;
  expectedSize: number;
  chunkBytes: number;
  completedAt: Date | null;
}

async function uploadRow(id: number, owner: string): Promise<UploadRow | null> {
  const row = await db().storedFile.findFirst({
    where: { id, owner, expectedSize: { not: null }, deletedAt: null },
    select: { id: true, name: true, expectedSize: true, chunkBytes: true, completedAt: true },
  });
  return row && { ...row, expectedSize: row.expectedSize! };
}

async function receivedOf(row: UploadRow): Promise<number> {
  const chunks = await db().fileChunk.count({ where: { fileId: row.id } });
  return Math.min(chunks * row.chunkBytes, row.expectedSize);
}

async function statusOf(row: UploadRow): Promise<UploadStatus> {
  const received = row.completedAt ? row.expectedSize : await receivedOf(row);
  const file = row.completedAt ? await completedInfo(row.id) : null;
  return { id: row.id, name: row.name, size: row.expectedSize, received, chunkBytes: row.chunkBytes, file };
}

async function completedInfo(id: number): Promise<StoredFileInfo | null> {
  const row = await db().storedFile.findFirst({
    where: { id, completedAt: { not: null }, deletedAt: null },
    select: { id: true, name: true, size: true, type: true, sha256: true, createdAt: true },
  });
  return row && { ...row, type: row.type as FileType };
}

/** Where an upload stands, or null when there is none of this owner with that id (gone, or someone else's). */
export async function uploadStatus(id: number, owner: string): Promise<UploadStatus | null> {
  const row = await uploadRow(id, owner);
  return row && statusOf(row);
}

const offsetRefused = (received: number) =>
  refusals.of('conflict', 'upload-offset', `La subida continúa desde el byte ${received}: vuelve a enviar desde ahí.`);

/**
 * Appends the bytes of `source` at `offset` (which must be where the upload stands: otherwise a
 * 409 naming it). Whole chunks are kept as they fill; a piece that goes past the announced size is
 * refused (413) with what came before it kept. Returns where the upload stands after it; when it
 * was the last piece, the file is checked, hashed and complete. A source that breaks off is not an
 * error: the status says how far it got.
 */
export async function appendToUpload(
  id: number,
  owner: string,
  offset: number,
  source: FileSource,
  accept: readonly FileType[],
): Promise<UploadStatus> {
  const row = await uploadRow(id, owner);
  if (!row) throw refusals.notFound();
  if (row.completedAt) {
    if (offset === row.expectedSize) return statusOf(row);
    throw offsetRefused(row.expectedSize);
  }
  const received = await receivedOf(row);
  if (offset !== received) throw offsetRefused(received);

  const chunk = new Uint8Array(row.chunkBytes);
  let filled = 0;
  let position = received / row.chunkBytes;
  let at = received;
  const flush = async () => {
    if (position === 0) checkHead(row, chunk.subarray(0, Math.min(filled, HEAD_BYTES)), accept);
    try {
      await fileChunks().write(row.id, position, chunk.subarray(0, filled));
      streamed(filled);
    } catch (error) {
      // Another request wrote this chunk meanwhile (the same piece sent twice): where it stands now.
      if (await chunkExists(row.id, position)) throw offsetRefused(await receivedOf(row));
      throw error;
    }
    position += 1;
    filled = 0;
  };

  const pieces = (source as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  try {
    for (;;) {
      let step: IteratorResult<Uint8Array>;
      try {
        step = await pieces.next();
      } catch {
        break; // the client went away: keep the whole chunks, drop the rest
      }
      if (step.done) break;
      const piece = step.value;
      if (at + piece.byteLength > row.expectedSize) throw pastAnnounced(row.name, row.expectedSize);
      for (let from = 0; from < piece.byteLength;) {
        const take = Math.min(piece.byteLength - from, chunk.byteLength - filled);
        chunk.set(piece.subarray(from, from + take), filled);
        filled += take;
        from += take;
        at += take;
        if (filled === chunk.byteLength || at === row.expectedSize) await flush();
      }
    }
  } catch (error) {
    await pieces.return?.().catch(() => undefined);
    if (error instanceof FileRefused && error.code !== 'upload-past-size') await deleteFile(row.id);
    throw error;
  }
  if (at === row.expectedSize) return finish(row, owner, accept);
  return statusOf(row);
}

function checkHead(row: UploadRow, head: Uint8Array, accept: readonly FileType[]) {
  const found = detectType(head);
  if ('markup' in found) throw fileRefusals.markup(row.name, found.markup);
  if ('unknown' in found || !accept.includes(found.type)) throw fileRefusals.type(row.name, accept);
}

async function chunkExists(fileId: number, position: number): Promise<boolean> {
  return (await db().fileChunk.count({ where: { fileId, position } })) > 0;
}

/** Every chunk is in: read them back in order for the hash and the checks, then complete the file. */
async function finish(row: UploadRow, owner: string, accept: readonly FileType[]): Promise<UploadStatus> {
  const hash = createHash('sha256');
  const chunks = Math.ceil(row.expectedSize / row.chunkBytes);
  let type: FileType | null = null;
  let text: TextCheck | null = null;
  let size = 0;
  for (let position = 0; position < chunks; position++) {
    const bytes = await fileChunks().read(row.id, position, 0, row.chunkBytes);
    if (!bytes) throw refusals.notFound(); // deleted meanwhile
    if (position === 0) {
      const found = detectType(bytes.subarray(0, HEAD_BYTES));
      if (!('type' in found) || !accept.includes(found.type)) {
        await deleteFile(row.id);
        throw fileRefusals.type(row.name, accept);
      }
      type = found.type;
      if (type === 'text/plain') text = new TextCheck();
    }
    if (text && !text.push(bytes)) {
      await deleteFile(row.id);
      throw fileRefusals.type(row.name, accept);
    }
    hash.update(bytes);
    streamed(bytes.byteLength * fileChunks().readCost);
    size += bytes.byteLength;
  }
  if (text && !(text as TextCheck).end()) {
    await deleteFile(row.id);
    throw fileRefusals.type(row.name, accept);
  }
  const sha256 = hash.digest('hex');
  // Only the first request to finish completes it (two may finish the same upload at once).
  await db().storedFile.updateMany({
    where: { id: row.id, completedAt: null },
    data: { name: nameForType(row.name, type!), size, type: type!, sha256, completedAt: new Date() },
  });
  const done = await uploadRow(row.id, owner);
  if (!done) throw refusals.notFound();
  return statusOf(done);
}
