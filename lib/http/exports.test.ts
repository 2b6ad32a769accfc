// At most EXPORTS_AT_ONCE exports at once: past it a 429 with a Spanish sentence; the slot comes
// back exactly once whichever way the download ends (read to the end, failed, cancelled by the
// client, the request aborted) and at once when the export fails before it starts.
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { EXPORTS_AT_ONCE, exportsRunning, withExportSlot } from './exports';

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
  const refused = await start().catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ status: 429, code: 'too-many-requests' });
  expect((refused as HttpError).publicMessage).toMatch(/^Ya hay \d exportaciones en curso/);
  return held;
}

const drain = (res: Response) => res.arrayBuffer();

describe('exports at once', () => {
  it('are at most EXPORTS_AT_ONCE, a small number', () => {
    expect(EXPORTS_AT_ONCE).toBeGreaterThanOrEqual(1);
    expect(EXPORTS_AT_ONCE).toBeLessThanOrEqual(4);
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
    const refused = new HttpError(400, 'too-many-invoices', 'Pida un año cada vez');
    await expect(
      withExportSlot(new AbortController().signal, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(exportsRunning()).toBe(0);
  });
});
