// What the layers that hold Next's answer before sending it (script-hashes.ts, compressed-answers.ts)
// share: writeHead's headers applied as Node.js applies them and a written chunk as bytes (their
// If-None-Match check is the app's, lib/http/if-none-match.ts).
import type http from 'node:http';

export type WriteHead = http.ServerResponse['writeHead'];
export type Callback = (error?: Error | null) => void;

/** Applies the headers given to writeHead as Node.js itself does when some were set before. */
export function applyHeaders(res: http.ServerResponse, headers: unknown) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    if (headers.length && Array.isArray(headers[0])) {
      for (const [name, value] of headers as [string, string][]) res.setHeader(name, value);
    } else {
      const flat = headers as string[];
      for (let i = 0; i < flat.length; i += 2) res.removeHeader(flat[i]!);
      for (let i = 0; i < flat.length; i += 2) if (flat[i]) res.appendHeader(flat[i]!, flat[i + 1]!);
    }
  } else if (typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers as Record<string, string | number | string[]>))
      if (value !== undefined) res.setHeader(name, value);
  }
}

/** A chunk given to write or end, as bytes (null for none). */
export function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  return chunk === undefined || chunk === null
    ? null
    : Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
