// Resumable uploads through what their callers use: an upload cut off halfway and resumed from
// where the store says it stands, the file then byte-identical (SHA-256) and served with Range; the
// refusals (wrong offset, past the announced size, a refused type, someone else's upload). On
// SQLite, and on PostgreSQL with TEST_POSTGRES_SERVER.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { HttpError } from '@/lib/http/errors';
import { MB } from '@/lib/testing/memory';
import { appendToUpload, fileResponse, startUpload, uploadStatus, type FileType } from '.';

const ACCEPT: FileType[] = ['application/zip', 'application/vnd.microsoft.portable-executable', 'application/pdf'];
const OWNER = 'staff:1';

/** `size` pseudo-random bytes starting as a ZIP archive does. */
function zipLike(size: number): Buffer {
  const out = Buffer.alloc(size);
  let seed = 0x2468ace;
  for (let i = 0; i < size; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    out[i] = seed & 0xff;
  }
  out.set([0x50, 0x4b, 0x03, 0x04]);
  return out;
}

/** The bytes in pieces of 256 KB; with `breakAt`, the stream errors there, as a dropped connection does. */
function pieces(bytes: Uint8Array, breakAt?: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (breakAt !== undefined && at >= breakAt) return controller.error(new Error('connection reset'));
      if (at >= bytes.byteLength) return controller.close();
      const end = Math.min(bytes.byteLength, at + 256 * 1024, breakAt ?? Infinity);
      controller.enqueue(bytes.slice(at, end));
      at = end;
    },
  });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const start = (size: number, name = 'instalador.zip') =>
  startUpload({ name, size, maxBytes: 20 * MB, accept: ACCEPT, purpose: 'test', owner: OWNER });

beforeEach(async () => {
  await db().storedFile.deleteMany();
});

describe('resumable upload', () => {
  it('keeps the whole chunks of a cut upload, resumes from there, and the file is byte-identical, served with Range', async () => {
    const bytes = zipLike(5 * MB + 777);
    const upload = await start(bytes.byteLength);
    expect(upload.received).toBe(0);

    // Cut off at 2.6 MB: the two whole chunks stay, the partial third is dropped.
    const cut = await appendToUpload(upload.id, OWNER, 0, pieces(bytes, Math.round(2.6 * MB)), ACCEPT);
    expect(cut.received).toBe(2 * MB);
    expect(cut.file).toBeNull();
    expect((await uploadStatus(upload.id, OWNER))?.received).toBe(2 * MB);
    // Not served while incomplete.
    expect((await refusal(fileResponse(new Request('http://localhost/f'), upload.id))).status).toBe(404);

    const done = await appendToUpload(upload.id, OWNER, 2 * MB, pieces(bytes.subarray(2 * MB)), ACCEPT);
    expect(done.received).toBe(bytes.byteLength);
    expect(done.file).toMatchObject({ size: bytes.byteLength, type: 'application/zip', sha256: sha256(bytes) });

    // The download cut halfway and resumed with Range gives the same bytes.
    const half = Math.floor(bytes.byteLength / 2);
    const first = await fileResponse(
      new Request('http://localhost/f', { headers: { range: `bytes=0-${half - 1}` } }),
      upload.id,
    );
    expect(first.status).toBe(206);
    const rest = await fileResponse(
      new Request('http://localhost/f', {
        headers: { range: `bytes=${half}-`, 'if-range': first.headers.get('etag')! },
      }),
      upload.id,
    );
    expect(rest.status).toBe(206);
    const joined = Buffer.concat([Buffer.from(await first.arrayBuffer()), Buffer.from(await rest.arrayBuffer())]);
    expect(sha256(joined)).toBe(sha256(bytes));
  });

  it('refuses a piece from another offset with where it stands (409), and one past the announced size (413)', async () => {
    const bytes = zipLike(3 * MB);
    const upload = await start(bytes.byteLength);
    await appendToUpload(upload.id, OWNER, 0, pieces(bytes.subarray(0, MB)), ACCEPT);
    const wrong = await refusal(appendToUpload(upload.id, OWNER, 2 * MB, pieces(bytes.subarray(2 * MB)), ACCEPT));
    expect(wrong.status).toBe(409);
    expect(wrong.publicMessage).toContain(`${MB}`);
    const past = await refusal(
      appendToUpload(upload.id, OWNER, MB, pieces(Buffer.concat([bytes.subarray(MB), Buffer.alloc(10)])), ACCEPT),
    );
    expect(past.status).toBe(413);
    expect(past.publicMessage).toContain('anunciados');
    // What came before the excess is kept: the upload can go on.
    const status = await uploadStatus(upload.id, OWNER);
    expect(status?.received).toBe(3 * MB);
  });

  it('refuses a type by its first bytes and keeps nothing; an empty or oversize announcement before any byte', async () => {
    const html = Buffer.concat([Buffer.from('<!DOCTYPE html><html><script>x()</script>'), Buffer.alloc(MB, 32)]);
    const upload = await start(html.byteLength, 'setup.zip');
    const refused = await refusal(appendToUpload(upload.id, OWNER, 0, pieces(html), ACCEPT));
    expect(refused.status).toBe(415);
    expect(await db().storedFile.count({ where: { deletedAt: null } })).toBe(0);
    expect((await refusal(start(0))).status).toBe(400);
    expect((await refusal(start(21 * MB))).status).toBe(413);
  });

  it("is nobody else's: another owner neither reads its progress nor sends its bytes", async () => {
    const upload = await start(MB);
    expect(await uploadStatus(upload.id, 'staff:2')).toBeNull();
    expect((await refusal(appendToUpload(upload.id, 'staff:2', 0, pieces(zipLike(MB)), ACCEPT))).status).toBe(404);
  });
});
