// Measures the server's memory for one stored file going in and out: a 10 MB multipart upload read
// by readMultipart and its download through fileResponse, in a process with the server's runtime
// settings (server/runtime-settings.json), RSS sampled at every piece. docs/PERFORMANCE.md ("Files")
// records its result. Run through scripts/file-memory.mjs (the settings).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MB = 1024 * 1024;
const SIZE = 10 * MB;
const url = process.argv[2];
process.env.APP_ENV = 'test';
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'mille-file-memory-'));
process.env.SESSION_SECRET ??= 'W2v276XLz5vGsPVtfSzboB3BokmAHn7xPreFJ48YPLZ6xIguCrX2Z5H1/Kj79tai';
process.env.DATABASE_URL = url ?? `file:${path.join(process.env.DATA_DIR, 'files.db')}`;

async function round(label: string) {
  const { db } = await import('@/lib/db');
  const { fileResponse, readMultipart } = await import('@/lib/files');
  const boundary = 'measure';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="adjuntos"; filename="volcado.zip"\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = -1;
  let peak = 0;
  // Sampled at each piece, not by a timer: on SQLite the driver is synchronous and an in-process
  // body arrives without I/O, so no timer would run until the end.
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        sample();
        if (sent === -1) {
          sent = 0;
          return controller.enqueue(head);
        }
        if (sent >= SIZE) {
          controller.enqueue(tail);
          return controller.close();
        }
        const piece = new Uint8Array(Math.min(64 * 1024, SIZE - sent)).map((_, i) => (sent + i) * 31);
        if (sent === 0) piece.set([0x50, 0x4b, 0x03, 0x04]);
        sent += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );

  global.gc?.();
  const before = process.memoryUsage().rss;
  peak = before;
  const started = performance.now();
  const form = await readMultipart(
    new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit),
    { maxFiles: 1, maxBytesPerFile: 11 * MB, accept: ['application/zip'], fields: {}, purpose: 'measure' },
  );
  const upMs = performance.now() - started;
  const upPeak = peak;
  const down = performance.now();
  const response = await fileResponse(new Request('http://localhost/'), form.files[0]!.file.id);
  let received = 0;
  for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
    received += piece.byteLength;
    sample();
  }
  const downMs = performance.now() - down;
  if (received !== SIZE) throw new Error(`received ${received}`);
  const f = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  console.log(
    `${label}, ${url ? 'PostgreSQL' : 'SQLite'}: upload ${upMs.toFixed(0)} ms, RSS +${f(upPeak - before)}; ` +
      `download ${downMs.toFixed(0)} ms, RSS peak +${f(peak - before)} over the start (${f(before)})`,
  );
  await db().storedFile.deleteMany();
}

async function main() {
  const { migrate } = await import('@/lib/db/migrate');
  const { db } = await import('@/lib/db');
  await migrate(process.env.DATABASE_URL!);
  await db().storedFile.count();

  // The first round loads and compiles what the path needs; the second is the one that counts.
  await round('first');
  await round('second');
  process.exit(0);
}

void main();
