// Sending a stored file: a stream the client pulls, a slice of a chunk row per read, so memory holds
// a slice or two whatever the file's size. The answer carries what a download needs to be resumed and
// revalidated (ETag from the SHA-256, If-None-Match → 304, one byte range → 206, If-Range) and
// what keeps a file from acting as a page of the site: nosniff, a policy that allows nothing and
// sandboxes the document, and `attachment` for every type but checked images and PDF.
//
// Authorisation is the caller's: it looks up its own row (a case's attachment of a hotel the
// session may see) and passes the file's id.
import 'server-only';
import { db, fileChunks } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import { noneMatch } from '@/lib/http/etag';
import { INLINE_TYPES, type FileType } from './detect';
import { streamed } from './garbage';
import { contentDisposition } from './names';

/**
 * No source, and a sandbox (no scripts, no same origin) should anything be read as a page. A PDF
 * shown in the page goes without `sandbox`: Chromium refuses to run its PDF viewer in a sandboxed
 * document ("blocked by Chrome"), and the viewer runs a PDF's scripts in its own process, away from
 * the site's origin; `style-src 'unsafe-inline'` lets the viewer's wrapper page lay itself out.
 */
export const FILE_CSP = "default-src 'none'; sandbox";
export const INLINE_PDF_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export interface FileResponseOptions {
  /** `inline` is honoured for checked images and PDF only; anything else is always an attachment */
  disposition?: 'inline' | 'attachment';
  /** Cache-Control (default: `private, no-cache`: kept by the browser only, revalidated by ETag) */
  cacheControl?: string;
}

interface Range {
  start: number;
  /** Inclusive */
  end: number;
}

/**
 * The one range of a `Range` header (RFC 9110 §14.1.2): `bytes=a-b`, `a-`, `-n`. null: none, or one
 * to ignore (another unit, several ranges: the whole file is sent); 'unsatisfiable': malformed, or
 * starting past the end (416).
 */
export function parseRange(header: string | null, size: number): Range | null | 'unsatisfiable' {
  if (header === null) return null;
  const m = /^\s*([A-Za-z]+)=(.*)$/.exec(header);
  if (!m || m[1]!.toLowerCase() !== 'bytes') return null;
  const specs = m[2]!.split(',');
  if (specs.length > 1) return null;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return 'unsatisfiable';
  if (spec[1] === '') {
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (start >= size || (spec[2] !== '' && Number(spec[2]) < start)) return 'unsatisfiable';
  return { start, end };
}

/** Bytes read per pull: a slice of a chunk row, so neither driver carries a whole chunk at once. */
export const READ_SLICE_BYTES = 256 * 1024;

/** The bytes [start, end] of a file, read a slice at a time as the client pulls. */
function chunkStream(fileId: number, chunkBytes: number, start: number, end: number): ReadableStream<Uint8Array> {
  let next = start;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const position = Math.floor(next / chunkBytes);
        const from = next - position * chunkBytes;
        const length = Math.min(READ_SLICE_BYTES, chunkBytes - from, end - next + 1);
        const bytes = await fileChunks().read(fileId, position, from, length);
        if (!bytes || bytes.byteLength !== length) {
          // Deleted while it was being sent: end the answer short rather than with made-up bytes.
          controller.error(new Error(`file ${fileId} lost its chunk ${position}`));
          return;
        }
        controller.enqueue(bytes);
        streamed(length * fileChunks().readCost);
        next += length;
        if (next > end) controller.close();
      },
    },
    // Pull only when the client has taken the last slice: one in hand, none queued ahead.
    { highWaterMark: 0 },
  );
}

/**
 * The answer to a GET or HEAD of a stored file (`request` gives the method and the conditional and
 * range headers). 404 (thrown, as every refusal of a route) when there is no such complete file.
 */
export async function fileResponse(
  request: Request,
  fileId: number,
  { disposition = 'attachment', cacheControl = 'private, no-cache' }: FileResponseOptions = {},
): Promise<Response> {
  const file = await db().storedFile.findFirst({
    where: { id: fileId, completedAt: { not: null }, deletedAt: null },
    select: { name: true, size: true, type: true, sha256: true, chunkBytes: true },
  });
  if (!file) throw refusals.notFound();
  const type = file.type as FileType;
  const inline = disposition === 'inline' && INLINE_TYPES.has(type);
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    etag,
    'cache-control': cacheControl,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': inline && type === 'application/pdf' ? INLINE_PDF_CSP : FILE_CSP,
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.name),
    'content-type': type === 'text/plain' ? 'text/plain; charset=utf-8' : type,
  });

  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null && noneMatch(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });

  // If-Range: the range holds only for this very file; another version is sent whole.
  const ifRange = request.headers.get('if-range');
  const range =
    ifRange !== null && ifRange.trim() !== etag ? null : parseRange(request.headers.get('range'), file.size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${file.size}`);
    headers.delete('content-disposition');
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  headers.set('content-length', String(end - start + 1));
  if (range) headers.set('content-range', `bytes ${start}-${end}/${file.size}`);
  const status = range ? 206 : 200;
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  return new Response(chunkStream(fileId, file.chunkBytes, start, end), { status, headers });
}
