// The store through what its callers use: storeFile / readMultipart with streams and Requests,
// fileResponse with Requests, the cleanup of orphans; on SQLite, and on PostgreSQL with
// TEST_POSTGRES_SERVER.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCleanup } from '@/lib/cleanup/cleanup';
import { db } from '@/lib/db';
import { HttpError } from '@/lib/http/errors';
import { MB, retainedBytes } from '@/lib/testing/memory';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { fileInfo, fileResponse, markFilesAttached, readMultipart, storeFile, type FileType } from '.';
import { deleteOrphanFiles, orphanCutoff } from './orphans';
import { sweepDeletedFiles } from './removal';
import { FILE_CHUNK_BYTES } from './store';

const IMAGES: FileType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const ATTACHMENTS: FileType[] = [...IMAGES, 'application/pdf', 'text/plain', 'application/zip'];
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/cuenta")</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>');

/** `total` bytes of a repeatable pseudo-random sequence, made piece by piece as they are pulled. */
function generated(total: number, piece = 64 * 1024, head?: Uint8Array) {
  let sent = 0;
  let seed = 0x12345678;
  const pulled = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const out = new Uint8Array(Math.min(piece, total - sent));
        for (let i = 0; i < out.length; i++) {
          seed ^= seed << 13;
          seed ^= seed >>> 17;
          seed ^= seed << 5;
          out[i] = seed & 0xff;
        }
        if (sent === 0 && head) out.set(head.subarray(0, out.length));
        sent += out.length;
        pulled.bytes = sent;
        controller.enqueue(out);
      },
      cancel() {
        pulled.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const once = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(bytes);
      c.close();
    },
  });
const store = (bytes: Uint8Array, name: string, accept: FileType[] = ATTACHMENTS, maxBytes = 10 * MB) =>
  storeFile(once(bytes), { name, maxBytes, accept, purpose: 'test' });
const get = (id: number, headers: Record<string, string> = {}, init: { method?: string } = {}) =>
  fileResponse(new Request('http://localhost/f', { headers, ...init }), id);

/** Files kept: the reachable ones (a removed file is unreachable at once, its chunks swept later). */
const kept = () => db().storedFile.count({ where: { deletedAt: null } });

/** The chunk rows left once the cleanup's sweep has deleted those of removed files (removal.ts). */
async function chunksAfterSweep(): Promise<number> {
  for (let full = true; full;) full = (await db().$transaction((tx) => sweepDeletedFiles(tx))).full;
  return db().fileChunk.count();
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeEach(async () => {
  await db().storedFile.deleteMany();
});

describe('round trip', () => {
  it('stores 10 MB as it arrives and sends it back byte for byte, memory bounded both ways', async () => {
    const size = 10 * MB + 12_345;
    const up = generated(size, 64 * 1024, PDF.subarray(0, 9));
    const before = retainedBytes();
    const rssBefore = process.memoryUsage().rss;
    let peak = before;
    let rssPeak = rssBefore;
    const sampled = up.stream.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(piece, controller) {
          if (up.pulled.bytes % (MB / 2) < piece.length) {
            peak = Math.max(peak, retainedBytes());
            rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
          }
          controller.enqueue(piece);
        },
      }),
    );
    const file = await storeFile(sampled, {
      name: 'manual.pdf',
      maxBytes: 11 * MB,
      accept: ATTACHMENTS,
      purpose: 'test',
    });
    const uploadGrowth = (peak - before) / MB;
    expect(file).toMatchObject({ name: 'manual.pdf', size, type: 'application/pdf' });
    expect(await db().fileChunk.count({ where: { fileId: file.id } })).toBe(Math.ceil(size / FILE_CHUNK_BYTES));

    const expected = createHash('sha256');
    const again = generated(size, 64 * 1024, PDF.subarray(0, 9)).stream;
    for await (const piece of again as unknown as AsyncIterable<Uint8Array>) expected.update(piece);
    expect(file.sha256).toBe(expected.digest('hex'));

    const response = await get(file.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(size));
    const got = createHash('sha256');
    let received = 0;
    const downBefore = retainedBytes();
    let downPeak = downBefore;
    const reader = response.body!.getReader();
    for (let n = 0; ; n++) {
      const { value, done } = await reader.read();
      if (done) break;
      got.update(value);
      received += value.byteLength;
      if (n % 2 === 0) {
        downPeak = Math.max(downPeak, retainedBytes());
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }
    }
    expect(received).toBe(size);
    expect(got.digest('hex')).toBe(file.sha256);
    const downloadGrowth = (downPeak - downBefore) / MB;
    const rssGrowth = (rssPeak - rssBefore) / MB;
    console.log(
      `10 MB: upload +${uploadGrowth.toFixed(1)} MB, download +${downloadGrowth.toFixed(1)} MB retained; RSS +${rssGrowth.toFixed(1)} MB`,
    );
    expect(uploadGrowth).toBeLessThan(30);
    expect(downloadGrowth).toBeLessThan(30);
    // RSS here is the test runner's (without the server's heap settings): reported, not held;
    // the server's is measured in docs/PERFORMANCE.md ("Files").
  });

  it('keeps the name as given, sanitised, and the facts of the content', async () => {
    const file = await store(PNG, 'C:\\fakepath\\..\\captura\u0007 de\npantalla.png', IMAGES);
    expect(file).toMatchObject({ name: 'captura de pantalla.png', size: PNG.length, type: 'image/png' });
    expect(file.sha256).toBe(sha256(PNG));
    expect(await fileInfo(file.id)).toEqual(file);
  });
});

describe('types by content', () => {
  it('refuses HTML named .png, and says why', async () => {
    const error = await refusal(store(HTML, 'foto.png', IMAGES));
    expect(error.status).toBe(415);
    expect(error.publicMessage).toContain('«foto.png» es una página HTML');
    expect(await kept()).toBe(0);
  });

  it('refuses SVG and HTML even where text is accepted', async () => {
    expect((await refusal(store(SVG, 'logo.svg'))).publicMessage).toContain('un dibujo SVG');
    expect((await refusal(store(HTML, 'registro.txt'))).status).toBe(415);
  });

  it('accepts a PDF by its content, whatever its name, and keeps it under a name that says PDF', async () => {
    expect(await store(PDF, 'factura.txt')).toMatchObject({ type: 'application/pdf', name: 'factura.txt.pdf' });
    expect(await store(PDF, 'Factura.PDF')).toMatchObject({ type: 'application/pdf', name: 'Factura.PDF' });
  });

  it("keeps text under a text file's extension, and adds .txt to any other", async () => {
    const text = Buffer.from('Error de impresión en el TPV 3\n');
    expect((await store(text, 'pms.log')).name).toBe('pms.log');
    expect((await store(text, 'ventas.CSV')).name).toBe('ventas.CSV');
    expect((await store(text, 'bad.exe')).name).toBe('bad.exe.txt');
    expect((await store(text, 'arreglo.BAT')).name).toBe('arreglo.BAT.txt');
    expect((await store(text, 'servidor.rdp')).name).toBe('servidor.rdp.txt');
    // Markup is looked for at the start only: a page further down is still not offered as one.
    expect((await store(Buffer.from('hola\n<script>alert(1)</script>\n'), 'notas.html')).name).toBe('notas.html.txt');
    expect((await store(text, 'LEEME')).name).toBe('LEEME.txt');
    // What a download then offers: the kept name.
    const file = await store(text, 'instalar.ps1');
    expect((await get(file.id)).headers.get('content-disposition')).toContain('filename="instalar.ps1.txt"');
  });

  it('refuses a type the caller does not accept', async () => {
    const error = await refusal(store(PDF, 'factura.pdf', IMAGES));
    expect(error.status).toBe(415);
    expect(error.publicMessage).toBe(
      '«factura.pdf» no es de un tipo admitido (por su contenido, no por su nombre). Se admiten: imagen PNG, imagen JPEG, imagen GIF o imagen WebP.',
    );
  });

  it('refuses a text that turns out binary past its head, and keeps none of it', async () => {
    const text = Buffer.concat([Buffer.alloc(3 * MB, 'registro correcto\n'), Buffer.from([0, 1, 2])]);
    expect((await refusal(store(text, 'pms.log'))).status).toBe(415);
    expect(await kept()).toBe(0);
    expect(await chunksAfterSweep()).toBe(0);
  });

  it('refuses an empty file', async () => {
    expect((await refusal(store(new Uint8Array(), 'vacio.txt'))).publicMessage).toBe('«vacio.txt» está vacío.');
  });
});

describe('size cap while reading', () => {
  it('stops reading past the cap: the rest of the source is never pulled', async () => {
    const { stream, pulled } = generated(50 * MB, 64 * 1024, PNG);
    const error = await refusal(
      storeFile(stream, { name: 'enorme.png', maxBytes: 2 * MB, accept: IMAGES, purpose: 't' }),
    );
    expect(error.status).toBe(413);
    expect(error.publicMessage).toBe('«enorme.png» pasa de 2 MB, el máximo por fichero.');
    expect(pulled.bytes).toBeLessThanOrEqual(2 * MB + 64 * 1024);
    expect(pulled.cancelled).toBe(true);
    expect(await kept()).toBe(0);
    expect(await chunksAfterSweep()).toBe(0);
  });
});

describe('an upload cut short', () => {
  it('keeps nothing when the client goes away halfway', async () => {
    let sent = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * MB) return controller.error(new Error('connection reset'));
        const piece = new Uint8Array(256 * 1024).fill(0x61);
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
    const error = await refusal(
      storeFile(source, { name: 'cortado.log', maxBytes: 10 * MB, accept: ATTACHMENTS, purpose: 't' }),
    );
    expect(error.publicMessage).toBe('La subida de «cortado.log» se ha interrumpido.');
    expect(await kept()).toBe(0);
    expect(await chunksAfterSweep()).toBe(0);
  });
});

describe('download', () => {
  const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('answers the headers that keep a file from acting as a page', async () => {
    const text = await store(Buffer.from('línea 1\nlínea 2\n'), 'registro <script>.log');
    const response = await get(text.id);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `attachment; filename="registro _script_.log"; filename*=UTF-8''registro%20_script_.log`,
      'accept-ranges': 'bytes',
      etag: `"${text.sha256}"`,
    });
    // Text is an attachment even when the caller asks for inline; an image or a PDF may be shown.
    const asked = (id: number) =>
      fileResponse(new Request('http://localhost/f'), id, { disposition: 'inline' }).then(
        (r) => r.headers.get('content-disposition')!.split(';')[0],
      );
    expect(await asked(text.id)).toBe('attachment');
    expect(await asked((await store(PNG, 'a.png')).id)).toBe('inline');
    expect(await asked((await store(PDF, 'a.pdf')).id)).toBe('inline');
  });

  it('answers ranges: the first bytes, the middle across chunks, a suffix, and 416 past the end', async () => {
    const size = 2 * FILE_CHUNK_BYTES + 500;
    const { stream } = generated(size, 100_000, PNG);
    const file = await storeFile(stream, { name: 'x.png', maxBytes: 3 * MB, accept: IMAGES, purpose: 't' });
    const whole = await body(await get(file.id));
    expect(whole.length).toBe(size);

    const first = await get(file.id, { range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get('content-length')).toBe('100');
    expect((await body(first)).equals(whole.subarray(0, 100))).toBe(true);

    const from = FILE_CHUNK_BYTES - 10;
    const to = 2 * FILE_CHUNK_BYTES + 9;
    const middle = await get(file.id, { range: `bytes=${from}-${to}` });
    expect(middle.headers.get('content-range')).toBe(`bytes ${from}-${to}/${size}`);
    expect((await body(middle)).equals(whole.subarray(from, to + 1))).toBe(true);

    const rest = await get(file.id, { range: `bytes=${size - 300}-` });
    expect((await body(rest)).equals(whole.subarray(size - 300))).toBe(true);
    const suffix = await get(file.id, { range: 'bytes=-700' });
    expect(suffix.headers.get('content-range')).toBe(`bytes ${size - 700}-${size - 1}/${size}`);
    expect((await body(suffix)).equals(whole.subarray(size - 700))).toBe(true);
    const beyond = await get(file.id, { range: `bytes=${size - 5}-${size + 1000}` });
    expect(beyond.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);

    for (const range of [`bytes=${size}-`, 'bytes=500-100', 'bytes=-0', 'bytes=abc']) {
      const refused = await get(file.id, { range });
      expect(refused.status, range).toBe(416);
      expect(refused.headers.get('content-range')).toBe(`bytes */${size}`);
    }
    // Another unit, or a range for another version of the file: the whole file.
    expect((await get(file.id, { range: 'items=0-1' })).status).toBe(200);
    expect((await get(file.id, { range: 'bytes=0-1', 'if-range': '"otra"' })).status).toBe(200);
    expect((await get(file.id, { range: 'bytes=0-1', 'if-range': `"${file.sha256}"` })).status).toBe(206);
  });

  it('answers 304 to the ETag it gave, and HEAD without a body', async () => {
    const file = await store(PDF, 'a.pdf');
    const first = await get(file.id);
    const etag = first.headers.get('etag')!;
    const again = await get(file.id, { 'if-none-match': `W/"x", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await get(file.id, { 'if-none-match': '"x"' })).status).toBe(200);
    const head = await get(file.id, {}, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PDF.length));
    expect(head.body).toBeNull();
  });

  it('answers 404 for a file that does not exist or is still being written', async () => {
    expect((await refusal(get(999_999))).status).toBe(404);
    const partial = await db().storedFile.create({ data: { name: 'a', chunkBytes: FILE_CHUNK_BYTES, purpose: 't' } });
    expect((await refusal(get(partial.id))).status).toBe(404);
  });

  it('reads one chunk by its key per pull', async () => {
    const { stream } = generated(3 * FILE_CHUNK_BYTES, 256 * 1024, PNG);
    const file = await storeFile(stream, { name: 'x.png', maxBytes: 3 * MB, accept: IMAGES, purpose: 't' });
    const { verdict } = await checkQueryPlans(async () => body(await get(file.id, { range: 'bytes=-10' })), {
      bigTables: ['StoredFile', 'FileChunk'],
    });
    expect(verdict.problems).toEqual([]);
  });
});

describe('multipart', () => {
  const boundary = '----mille7MA4YWxkTrZu0gW';
  function multipart(parts: Array<{ name: string; value?: string; filename?: string; bytes?: Uint8Array }>) {
    const pieces: Buffer[] = [];
    for (const p of parts) {
      const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
      const type = p.filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : '';
      pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
      pieces.push(p.bytes ? Buffer.from(p.bytes) : Buffer.from(p.value ?? ''));
      pieces.push(Buffer.from('\r\n'));
    }
    pieces.push(Buffer.from(`--${boundary}--\r\n`));
    return Buffer.concat(pieces);
  }
  const request = (body: BodyInit) =>
    new Request('http://localhost/subir', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
  const options = {
    maxFiles: 5,
    maxBytesPerFile: 10 * MB,
    accept: ATTACHMENTS,
    fields: { asunto: 100, descripcion: 2000 },
    fileFields: ['adjuntos'],
    purpose: 'test',
    owner: 'user:1',
  };

  it('stores several files and reads the declared fields', async () => {
    const log = Buffer.from('07:00 caja abierta\n07:01 error de impresora\n');
    const form = await readMultipart(
      request(
        multipart([
          { name: 'asunto', value: 'La impresora no imprime tickets' },
          { name: 'adjuntos', filename: 'ticket.png', bytes: PNG },
          { name: 'otro', value: 'se ignora' },
          { name: '__proto__', value: 'se ignora' },
          { name: 'constructor', value: 'se ignora' },
          { name: 'adjuntos', filename: 'registro año.log', bytes: log },
          { name: 'adjuntos', filename: '', bytes: new Uint8Array() },
          { name: 'descripcion', value: 'Desde esta mañana.\nAdjunto captura.' },
          { name: 'adjuntos', filename: '../manual.pdf', bytes: PDF },
        ]),
      ),
      options,
    );
    expect(form.fields).toEqual({
      asunto: 'La impresora no imprime tickets',
      descripcion: 'Desde esta mañana.\nAdjunto captura.',
    });
    expect(form.files.map((f) => [f.field, f.file.name, f.file.type, f.file.size])).toEqual([
      ['adjuntos', 'ticket.png', 'image/png', PNG.length],
      ['adjuntos', 'registro año.log', 'text/plain', log.length],
      ['adjuntos', 'manual.pdf', 'application/pdf', PDF.length],
    ]);
    expect(form.files[1]!.file.sha256).toBe(sha256(log));
    // Unattached until the caller takes them, and only by their uploader.
    const ids = form.files.map((f) => f.file.id);
    await expect(db().$transaction((tx) => markFilesAttached(tx, ids, { owner: 'user:2' }))).rejects.toThrow();
    await db().$transaction((tx) => markFilesAttached(tx, ids, { owner: 'user:1' }));
    expect(await db().storedFile.count({ where: { attachedAt: { not: null } } })).toBe(3);
  });

  it('streams files larger than the parser holds, one after the other', async () => {
    const big = (seed: number) => {
      const bytes = Buffer.alloc(3 * MB + 77, seed);
      PNG.copy(bytes);
      return bytes;
    };
    const [a, b] = [big(1), big(2)];
    const form = await readMultipart(
      request(
        multipart([
          { name: 'adjuntos', filename: 'a.png', bytes: a },
          { name: 'adjuntos', filename: 'b.png', bytes: b },
        ]),
      ),
      options,
    );
    expect(form.files.map((f) => [f.file.size, f.file.sha256])).toEqual([
      [a.length, sha256(a)],
      [b.length, sha256(b)],
    ]);
  });

  it('refuses a file past the cap without reading the rest, and keeps none of the form', async () => {
    const big = generated(40 * MB, 64 * 1024, PDF);
    let sent = 0;
    const head = multipart([{ name: 'adjuntos', filename: 'ok.png', bytes: PNG }]);
    const opening = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="adjuntos"; filename="grande.pdf"\r\n\r\n`,
    );
    const parts = [head.subarray(0, head.length - `--${boundary}--\r\n`.length), opening];
    const reader = big.stream.getReader();
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const next = parts.shift() ?? (await reader.read()).value;
          if (!next) return controller.close();
          sent += next.byteLength;
          controller.enqueue(next);
        },
        cancel: () => reader.cancel(),
      },
      { highWaterMark: 0 },
    );
    const error = await refusal(readMultipart(request(body), { ...options, maxBytesPerFile: 3 * MB }));
    expect(error.status).toBe(413);
    expect(error.publicMessage).toBe('«grande.pdf» pasa de 3 MB, el máximo por fichero.');
    expect(sent).toBeLessThan(5 * MB);
    expect(big.pulled.cancelled).toBe(true);
    expect(await kept()).toBe(0);
  });

  it('refuses too many files, a wrong type, a file in another field and a field too long', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: 'adjuntos', filename: `${i}.png`, bytes: PNG }));
    expect((await refusal(readMultipart(request(multipart(six)), options))).publicMessage).toBe(
      'Como máximo 5 ficheros por envío.',
    );
    const svg = multipart([
      { name: 'adjuntos', filename: 'ok.png', bytes: PNG },
      { name: 'adjuntos', filename: 'logo.png', bytes: SVG },
    ]);
    expect((await refusal(readMultipart(request(svg), options))).status).toBe(415);
    const elsewhere = multipart([{ name: 'foto', filename: 'a.png', bytes: PNG }]);
    expect((await refusal(readMultipart(request(elsewhere), options))).status).toBe(400);
    const long = multipart([{ name: 'asunto', value: 'ñ'.repeat(101) }]);
    expect((await refusal(readMultipart(request(long), options))).publicMessage).toBe(
      'El campo «asunto» pasa de 100 caracteres.',
    );
    expect(await kept()).toBe(0);
    const notMultipart = new Request('http://localhost/subir', { method: 'POST', body: '{}' });
    expect((await refusal(readMultipart(notMultipart, options))).status).toBe(415);
  });
});

describe('orphans', () => {
  it('the cleanup deletes unattached files past their time, with their chunks, and keeps attached ones', async () => {
    const kept = await store(PDF, 'kept.pdf');
    const orphan = await store(PNG, 'orphan.png');
    const fresh = await store(PNG, 'fresh.png');
    await db().$transaction((tx) => markFilesAttached(tx, [kept.id]));
    const now = new Date();
    const old = new Date(now.getTime() - 25 * 3600 * 1000);
    await db().storedFile.updateMany({ where: { id: { in: [kept.id, orphan.id] } }, data: { createdAt: old } });
    const run = await runCleanup(now);
    expect(run.orphanFiles).toBe(1);
    expect((await db().storedFile.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((f) => f.id)).toEqual(
      [kept.id, fresh.id],
    );
    expect(await db().fileChunk.count({ where: { fileId: orphan.id } })).toBe(0);
  });

  it('finds them along its index', async () => {
    await store(PNG, 'a.png');
    const { verdict } = await checkQueryPlans(
      () => db().$transaction((tx) => deleteOrphanFiles(tx, orphanCutoff(new Date()))),
      { bigTables: ['StoredFile', 'FileChunk'] },
    );
    expect(verdict.problems).toEqual([]);
  });
});
