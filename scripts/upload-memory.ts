// Measures the server's memory for a big file sent resumably and downloaded: by default 1 GB sent
// as the back office's uploader does (pieces of 64 MB, each its own request through
// appendToUpload; the first cut off halfway and resumed from the offset the store reports), then
// downloaded whole through fileResponse, in a process with the server's runtime settings
// (server/runtime-settings.json); RSS sampled at every piece. The SHA-256 the store computed is
// checked against the bytes sent. docs/PERFORMANCE.md ("Files") records its result. Run through
// scripts/upload-memory.mjs (the settings): `node scripts/upload-memory.mjs [postgresql://…] [--mb=1024]`.
// Two instances: `--keep` uploads and keeps the file (its id printed), then `--download=<id>` run in
// another process downloads it there; on PostgreSQL give both the same database, on SQLite the same
// file (`file:/tmp/…/files.db`: WAL, as the service opens it).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MB = 1024 * 1024;
const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('postgres') || a.startsWith('file:'));
const SIZE = Number(args.find((a) => a.startsWith('--mb='))?.slice(5) ?? 1024) * MB;
const PIECE = 64 * MB;
const keep = args.includes('--keep');
const downloadOnly = Number(args.find((a) => a.startsWith('--download='))?.slice(11) ?? 0);
process.env.APP_ENV = 'test';
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'mille-upload-memory-'));
process.env.SESSION_SECRET ??= 'W2v276XLz5vGsPVtfSzboB3BokmAHn7xPreFJ48YPLZ6xIguCrX2Z5H1/Kj79tai';
process.env.DATABASE_URL = url ?? `file:${path.join(process.env.DATA_DIR, 'files.db')}`;

/** Byte `i` of the file: a fixed pattern, made again for any range without keeping the file. */
function fill(into: Uint8Array, from: number) {
  for (let i = 0; i < into.length; i++) into[i] = ((from + i) * 31 + ((from + i) >> 12)) & 0xff;
  if (from === 0) into.set([0x50, 0x4b, 0x03, 0x04]);
}

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));

/** Bytes `from`..`to` in pieces of 256 KB, made as they are pulled; errors at `cutAt` when given. */
function range(from: number, to: number, cutAt?: number): ReadableStream<Uint8Array> {
  let at = from;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        sample();
        if (cutAt !== undefined && at >= cutAt) return controller.error(new Error('connection reset'));
        if (at >= to) return controller.close();
        const piece = new Uint8Array(256 * 1024).subarray(0, Math.min(256 * 1024, to - at, (cutAt ?? Infinity) - at));
        fill(piece, at);
        at += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
}

async function main() {
  const { migrate } = await import('@/lib/db/migrate');
  const { db } = await import('@/lib/db');
  const { appendToUpload, fileResponse, startUpload, uploadStatus } = await import('@/lib/files');
  await migrate(process.env.DATABASE_URL!);
  await db().storedFile.count();
  const accept = ['application/zip'] as const;

  const expected = createHash('sha256');
  const block = new Uint8Array(256 * 1024);
  for (let at = 0; at < SIZE; at += block.length) {
    const piece = block.subarray(0, Math.min(block.length, SIZE - at));
    fill(piece, at);
    expected.update(piece);
  }
  const sha = expected.digest('hex');

  const f = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  const engine = url?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';

  /** Reads the file whole as a client would; the RSS peak over `before`. */
  async function download(id: number, before: number): Promise<string> {
    const down = performance.now();
    const response = await fileResponse(new Request('http://localhost/'), id);
    const got = createHash('sha256');
    let received = 0;
    for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
      received += piece.byteLength;
      got.update(piece);
      sample();
    }
    if (received !== SIZE) throw new Error(`received ${received}`);
    if (got.digest('hex') !== sha) throw new Error('the bytes downloaded differ');
    return `download ${((performance.now() - down) / 1000).toFixed(1)} s, RSS peak +${f(peak - before)} over the start (${f(before)})`;
  }

  const before = process.memoryUsage().rss;
  peak = before;
  if (downloadOnly) {
    // A running instance has loaded its code and opened its connections: with --warm, one ranged
    // read of 4 MB first, as a request served before would have.
    if (args.includes('--warm')) {
      const warm = await fileResponse(
        new Request('http://localhost/', { headers: { range: 'bytes=0-4194303' } }),
        downloadOnly,
      );
      for await (const piece of warm.body as unknown as AsyncIterable<Uint8Array>) void piece;
    }
    const start = process.memoryUsage().rss;
    peak = start;
    console.log(
      `${f(SIZE)} on ${engine}, in another process${args.includes('--warm') ? ' (warmed by a 4 MB ranged read)' : ''}: ` +
        `${await download(downloadOnly, start)}; SHA-256 equal`,
    );
    process.exit(0);
  }
  const owner = 'staff:1';
  const upload = await startUpload({
    name: 'instalador.zip',
    size: SIZE,
    maxBytes: 2_000_000_000,
    accept,
    purpose: 'measure',
    owner,
  });
  const up = performance.now();
  // The first piece is cut off halfway: the upload goes on from where the store says it stands.
  await appendToUpload(upload.id, owner, 0, range(0, PIECE, PIECE / 2 + 12345), accept);
  let status = (await uploadStatus(upload.id, owner))!;
  if (status.received !== PIECE / 2) throw new Error(`resumed at ${status.received}`);
  while (status.received < SIZE) {
    const from = status.received;
    status = await appendToUpload(upload.id, owner, from, range(from, Math.min(SIZE, from + PIECE)), accept);
  }
  const upMs = performance.now() - up;
  const upPeak = peak;
  if (status.file?.sha256 !== sha) throw new Error(`sha256 ${status.file?.sha256} != ${sha}`);
  const uploaded = `resumable upload (cut once) ${(upMs / 1000).toFixed(1)} s, RSS +${f(upPeak - before)}`;
  if (keep) {
    console.log(`${f(SIZE)} on ${engine}: ${uploaded}; kept as file ${upload.id}`);
    process.exit(0);
  }
  console.log(`${f(SIZE)} on ${engine}: ${uploaded}; ${await download(upload.id, before)}; SHA-256 equal`);
  await db().storedFile.deleteMany();
  // The throwaway SQLite file (a gigabyte and more) goes with its folder.
  if (!url) rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
  process.exit(0);
}

void main();
