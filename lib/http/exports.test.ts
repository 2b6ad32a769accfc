// At most EXPORTS_AT_ONCE exports stream at once; the next EXPORTS_WAITING wait their turn in order
// of arrival (ten at once all complete), past both a 429 with a Spanish sentence; the slot comes
// back exactly once whichever way the download ends (read to the end, failed, cancelled by the
// client, the request aborted) and at once when the export fails before it starts; a waiter whose
// client leaves is out of the queue. An export is sent as written: Next.js's gzip leaves it alone.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { EXPORTS_AT_ONCE, EXPORTS_WAITING, csvFile, exportsRunning, exportsWaiting, withExportSlot } from './exports';

/** A download of `parts` chunks; `fail` makes reading the last one fail. */
function download(parts: number, fail = false): Response {
  let left = parts;
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- > 0) controller.enqueue(new TextEncoder().encode('fila\r\n'));
        else if (fail) controller.error(new Error('database gone'));
        else controller.close();
      },
    }),
  );
}

const start = (parts = 2, fail = false, signal = new AbortController().signal) =>
  withExportSlot(signal, async () => download(parts, fail));

async function fill(): Promise<Response[]> {
  const held = await Promise.all(Array.from({ length: EXPORTS_AT_ONCE }, () => start()));
  expect(exportsRunning()).toBe(EXPORTS_AT_ONCE);
  expect(exportsWaiting()).toBe(0);
  return held;
}

const drain = (res: Response) => res.arrayBuffer();
describe('exports at once', () => {
  it('stream at most EXPORTS_AT_ONCE, a small number, and let at least ten wait their turn', () => {
    expect(EXPORTS_AT_ONCE).toBeGreaterThanOrEqual(1);
    expect(EXPORTS_AT_ONCE).toBeLessThanOrEqual(4);
    expect(EXPORTS_AT_ONCE + EXPORTS_WAITING).toBeGreaterThanOrEqual(10);
  });

  it('ten asked at once all complete, in their order of arrival, never more than EXPORTS_AT_ONCE streaming', async () => {
    let most = 0;
    const finished: number[] = [];
    const ten = Array.from({ length: 10 }, (_, i) =>
      withExportSlot(new AbortController().signal, async () => {
        most = Math.max(most, exportsRunning());
        return download(3);
      }).then(async (res) => {
        expect(await res.text()).toBe('fila\r\n'.repeat(3));
        finished.push(i);
      }),
    );
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE);
    expect(exportsWaiting()).toBe(10 - EXPORTS_AT_ONCE);
    await Promise.all(ten);
    expect(finished).toHaveLength(10);
    expect(finished.slice(EXPORTS_AT_ONCE)).toEqual([...finished.slice(EXPORTS_AT_ONCE)].sort((a, b) => a - b));
    expect(most).toBe(EXPORTS_AT_ONCE);
    expect(exportsRunning()).toBe(0);
    expect(exportsWaiting()).toBe(0);
  });

  it('answer 429 with a Spanish sentence past the exports streaming and waiting, and take the next once one ends', async () => {
    const held = await fill();
    const queued = Array.from({ length: EXPORTS_WAITING }, () => start());
    expect(exportsWaiting()).toBe(EXPORTS_WAITING);
    const refused = await start().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, code: 'too-many-requests' });
    expect((refused as HttpError).publicMessage).toBe(
      `Ya hay ${EXPORTS_AT_ONCE + EXPORTS_WAITING} exportaciones en curso o en espera en el servidor. Espera a que termine alguna y vuelve a intentarlo.`,
    );
    await drain(held[0]!);
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE);
    expect(exportsWaiting()).toBe(EXPORTS_WAITING - 1);
    const later = start();
    expect(exportsWaiting()).toBe(EXPORTS_WAITING);
    await Promise.all([...held.slice(1).map(drain), ...[...queued, later].map((p) => p.then(drain))]);
    expect(exportsRunning()).toBe(0);
  });

  it('take a waiter out of the queue when its client leaves, and hand the slot to the next', async () => {
    const held = await fill();
    const gone = new AbortController();
    const leaving = withExportSlot(gone.signal, async () => download(1));
    const next = start();
    expect(exportsWaiting()).toBe(2);
    gone.abort();
    await expect(leaving).rejects.toMatchObject({ code: 'client-aborted' });
    expect(exportsWaiting()).toBe(1);
    await drain(held[0]!);
    expect(exportsWaiting()).toBe(0);
    await Promise.all([...held.slice(1), await next].map(drain));
    expect(exportsRunning()).toBe(0);
  });

  it('give the slot back when the download is read to its end, and keep what it sends', async () => {
    const held = await fill();
    expect(new TextDecoder().decode(await drain(held[0]!))).toBe('fila\r\nfila\r\n');
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE - 1);
    await Promise.all(held.slice(1).map(drain));
    expect(exportsRunning()).toBe(0);
  });

  it('give the slot back when the download fails half-way', async () => {
    const held = await fill();
    const failing = held.pop()!;
    await Promise.all(held.map(drain));
    const broken = await start(3, true);
    await expect(drain(broken)).rejects.toThrow('database gone');
    expect(exportsRunning()).toBe(1);
    await failing.body!.cancel();
    expect(exportsRunning()).toBe(0);
  });

  it('give the slot back when the client cancels the download or its request is aborted', async () => {
    const held = await fill();
    const reader = held[0]!.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE - 1);
    const gone = new AbortController();
    const leaving = await start(5, false, gone.signal);
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE);
    gone.abort();
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE - 1);
    // Given back once: cancelling the aborted one afterwards frees nothing more.
    await leaving.body!.cancel();
    expect(exportsRunning()).toBe(EXPORTS_AT_ONCE - 1);
    await Promise.all(held.slice(1).map(drain));
    expect(exportsRunning()).toBe(0);
  });

  it('give the slot back at once when the export fails before it starts', async () => {
    const refused = new HttpError(400, 'too-many-invoices', 'Pide un año cada vez');
    await expect(
      withExportSlot(new AbortController().signal, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(exportsRunning()).toBe(0);
  });
});

describe('an export on the way out', () => {
  it("is left uncompressed by Next.js's gzip, which would run beside the event loop", async () => {
    // The middleware Next.js's server compresses its answers with (untyped: named by a variable).
    const middleware = 'next/dist/compiled/compression/index.js';
    const compression = (
      (await import(middleware)) as { default: () => (req: unknown, res: unknown, next: () => void) => void }
    ).default;
    const text = 'fecha;persona\r\n'.repeat(10_000);
    const file = csvFile(new Response(text).body!, 'registro.csv');
    const server = createServer((req, res) =>
      compression()(req, res, () => {
        for (const [name, value] of file.headers) res.setHeader(name, value);
        Readable.fromWeb(file.body! as never).pipe(res);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(await answer.text()).toBe(text);
    } finally {
      server.close();
    }
  });
});
