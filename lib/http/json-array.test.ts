import { describe, expect, it } from 'vitest';
import { jsonArrayStream } from './json-array';

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('jsonArrayStream', () => {
  it('writes the text JSON.stringify writes, across pieces and multi-byte characters', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      texto: `Línea "${i}" \\ ñ € 🏨 \u2028 ${'x'.repeat(i % 40)}`,
      importe: i / 7,
      vacio: i % 3 === 0 ? null : undefined,
    }));
    const stream = jsonArrayStream(items, (item, index) => ({ ...item, ultima: index === 0 }));
    expect(await text(stream)).toBe(JSON.stringify(items.map((item, index) => ({ ...item, ultima: index === 0 }))));
  });

  it('writes an empty array, and null for an item with no JSON, as JSON.stringify does', async () => {
    expect(await text(jsonArrayStream([], (x) => x))).toBe('[]');
    expect(await text(jsonArrayStream([1, 2], (x) => (x === 1 ? undefined : x)))).toBe(JSON.stringify([undefined, 2]));
  });

  it('makes a piece of ~32 kB per read, not the whole answer at once', async () => {
    let made = 0;
    const reader = jsonArrayStream(
      Array.from({ length: 5000 }, (_, i) => i),
      (i) => {
        made++;
        return { id: i, texto: 'x'.repeat(60) };
      },
    ).getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(32 * 1024);
    expect(first.value!.length).toBeLessThan(33 * 1024);
    expect(made).toBeLessThan(500);
    await reader.cancel();
  });
});
