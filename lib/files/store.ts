// Storing a file: read as it arrives, never whole. Bytes are counted as they come (past the cap the
// source is cancelled and nothing is kept), hashed on the way (SHA-256) and typed by the first
// HEAD_BYTES of content (detect.ts); text is checked as UTF-8 to its last byte. They are written as
// FileChunk rows of FILE_CHUNK_BYTES, each insert its own short statement, so memory holds one chunk
// and no transaction spans the upload. The file row is complete (completedAt) only once every
// chunk is in; a failure removes what was written (removal.ts), and a crash leaves an incomplete,
// unattached row that the cleanup removes (orphans.ts).
import 'server-only';
import { createHash } from 'node:crypto';
import { db, fileChunks } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { RefusalKind } from '@/lib/http/answer';
import { HttpError, REFUSAL_STATUS } from '@/lib/http/errors';
import { detectType, FILE_TYPES, HEAD_BYTES, TextCheck, type FileType, type Markup } from './detect';
import { streamed } from './garbage';
import { nameForType, sanitizeFileName } from './names';
import { markFilesDeleted } from './removal';

/** Bytes per FileChunk row (the last of a file is shorter). */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** A stream of bytes: a web stream (a Request's body), or any async iterable (a Node stream, a multipart part). */
export type FileSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export interface StoreOptions {
  /** The name the client gave (sanitised before it is kept: names.ts) */
  name: string;
  /** Longest file accepted, in bytes: the reading stops past it */
  maxBytes: number;
  /** The types accepted, by content */
  accept: readonly FileType[];
  /** What the file is for, as the storing domain names it ('support-attachment'…) */
  purpose: string;
  /** Who uploads it, as the caller writes it ('user:12', 'staff:3'); checked by markFilesAttached */
  owner?: string | undefined;
}

/** A stored file as callers see it. */
export interface StoredFileInfo {
  id: number;
  name: string;
  size: number;
  type: FileType;
  sha256: string;
  createdAt: Date;
}

/** A file refused at upload: its status (413, 415, 400), a stable code and a Spanish sentence naming it. */
export class FileRefused extends HttpError {
  constructor(
    readonly kind: RefusalKind,
    code: string,
    message: string,
    readonly fileName: string,
  ) {
    super(REFUSAL_STATUS[kind], code, message);
  }
}

const MB = (bytes: number) => {
  const mb = bytes / 2 ** 20;
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
};

/** «captura.png», imágenes PNG o JPEG, PDF… in the words of the refusal. */
export function acceptedWords(accept: readonly FileType[]): string {
  const words = accept.map((t) => FILE_TYPES[t]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} o ${words.at(-1)}` : (words[0] ?? 'ninguno');
}

const MARKUP_WORDS: Record<Markup, string> = { html: 'una página HTML', svg: 'un dibujo SVG', xml: 'un documento XML' };

export const fileRefusals = {
  tooLarge: (name: string, maxBytes: number) =>
    new FileRefused('too-large', 'file-too-large', `«${name}» pasa de ${MB(maxBytes)}, el máximo por fichero.`, name),
  empty: (name: string) => new FileRefused('invalid', 'file-empty', `«${name}» está vacío.`, name),
  type: (name: string, accept: readonly FileType[]) =>
    new FileRefused(
      'unsupported-type',
      'file-type',
      `«${name}» no es de un tipo admitido (por su contenido, no por su nombre). Se admiten: ${acceptedWords(accept)}.`,
      name,
    ),
  markup: (name: string, markup: Markup) =>
    new FileRefused(
      'unsupported-type',
      'file-markup',
      `«${name}» es ${MARKUP_WORDS[markup]}, que no se admite por seguridad. Si hace falta, envíalo comprimido en un ZIP.`,
      name,
    ),
  /** The source failed (the client went away) before the file was whole. */
  interrupted: (name: string) =>
    new FileRefused('invalid', 'file-interrupted', `La subida de «${name}» se ha interrumpido.`, name),
};

function iterate(source: FileSource): AsyncIterable<Uint8Array> {
  // Node's web streams are async iterable (leaving the loop cancels the stream); the DOM typings
  // do not say so.
  return source as AsyncIterable<Uint8Array>;
}

/**
 * Reads `source` into the store. Refuses (FileRefused) an empty file, one past `maxBytes` (as soon
 * as the count passes it: the rest is not read), a type outside `accept` or markup, and keeps
 * nothing of a refused or failed upload. The file is unattached until a caller marks it
 * (markFilesAttached), in the same transaction as the row that refers to it.
 */
export async function storeFile(source: FileSource, options: StoreOptions): Promise<StoredFileInfo> {
  const name = sanitizeFileName(options.name);
  const hash = createHash('sha256');
  const chunk = new Uint8Array(FILE_CHUNK_BYTES);
  let filled = 0;
  let size = 0;
  let position = 0;
  let type: FileType | null = null;
  let text: TextCheck | null = null;
  let fileId: number | null = null;

  const decide = () => {
    const found = detectType(chunk.subarray(0, Math.min(filled, HEAD_BYTES)));
    if ('markup' in found) throw fileRefusals.markup(name, found.markup);
    if ('unknown' in found || !options.accept.includes(found.type)) throw fileRefusals.type(name, options.accept);
    type = found.type;
    if (type === 'text/plain') text = new TextCheck();
  };
  const check = (bytes: Uint8Array) => {
    if (text && !text.push(bytes)) throw fileRefusals.type(name, options.accept);
  };
  const flush = async () => {
    if (fileId === null) {
      const row = await db().storedFile.create({
        data: { name, chunkBytes: FILE_CHUNK_BYTES, purpose: options.purpose, owner: options.owner ?? '' },
        select: { id: true },
      });
      fileId = row.id;
    }
    // Both drivers have copied the bytes once the write is done: the one buffer is filled again.
    await fileChunks().write(fileId, position, chunk.subarray(0, filled));
    streamed(filled);
    position += 1;
    filled = 0;
  };

  const pieces = iterate(source)[Symbol.asyncIterator]();
  try {
    try {
      for (;;) {
        let step: IteratorResult<Uint8Array>;
        try {
          step = await pieces.next();
        } catch {
          // The source itself failed: the client went away or its body broke off.
          throw fileRefusals.interrupted(name);
        }
        if (step.done) break;
        const piece = step.value;
        size += piece.byteLength;
        if (size > options.maxBytes) throw fileRefusals.tooLarge(name, options.maxBytes);
        hash.update(piece);
        for (let at = 0; at < piece.byteLength;) {
          const take = Math.min(piece.byteLength - at, chunk.byteLength - filled);
          chunk.set(piece.subarray(at, at + take), filled);
          const before = filled;
          filled += take;
          at += take;
          if (type === null && filled >= HEAD_BYTES) {
            decide();
            check(chunk.subarray(0, filled));
          } else if (type !== null) check(chunk.subarray(before, filled));
          if (filled === chunk.byteLength) await flush();
        }
      }
    } catch (error) {
      // Stop the source: the rest of the upload is not read (a web stream is cancelled, a Node stream destroyed).
      await pieces.return?.().catch(() => undefined);
      throw error;
    }
    if (size === 0) throw fileRefusals.empty(name);
    if (type === null) {
      decide();
      check(chunk.subarray(0, filled));
    }
    if (text && !(text as TextCheck).end()) throw fileRefusals.type(name, options.accept);
    if (filled > 0) await flush();
    const sha256 = hash.digest('hex');
    const row = await db().storedFile.update({
      where: { id: fileId! },
      data: { name: nameForType(name, type!), size, type: type!, sha256, completedAt: new Date() },
      select: { id: true, name: true, size: true, type: true, sha256: true, createdAt: true },
    });
    return { ...row, type: row.type as FileType };
  } catch (error) {
    if (fileId !== null) await deleteFile(fileId).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes a file: unreachable at once, its chunks deleted later in short batches by the cleanup
 * (removal.ts). Safe when it is gone already.
 */
export async function deleteFile(id: number): Promise<void> {
  await markFilesDeleted(db(), [id]);
}

/** A stored, complete file's facts; null when there is none with that id. */
export async function fileInfo(id: number): Promise<StoredFileInfo | null> {
  const row = await db().storedFile.findFirst({
    where: { id, completedAt: { not: null }, deletedAt: null },
    select: { id: true, name: true, size: true, type: true, sha256: true, createdAt: true },
  });
  return row && { ...row, type: row.type as FileType };
}

/**
 * Marks files as taken into the caller's records (a message's attachments…), in the caller's
 * transaction `tx`, so they are no longer orphans for the cleanup. Only complete, unattached files
 * are marked, and with `owner` only that uploader's; if any of `ids` is not such a file, nothing is
 * marked and a refusal says it is no longer available (the caller's transaction should fail with it).
 */
export async function markFilesAttached(
  tx: Prisma.TransactionClient,
  ids: readonly number[],
  { owner }: { owner?: string } = {},
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const { count } = await tx.storedFile.updateMany({
    where: {
      id: { in: unique },
      attachedAt: null,
      completedAt: { not: null },
      deletedAt: null,
      ...(owner === undefined ? {} : { owner }),
    },
    data: { attachedAt: new Date() },
  });
  if (count !== unique.length)
    throw new FileRefused(
      'conflict',
      'file-unavailable',
      'Algún fichero adjunto ya no está disponible: vuelve a adjuntarlo.',
      '',
    );
}
