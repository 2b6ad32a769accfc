import { describe, expect, it } from 'vitest';
import { jsonArrayBytes } from './json-array';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('jsonArrayBytes', () => {
  it('writes the text JSON.stringify writes, across pieces and multi-byte characters', () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      texto: `Línea "${i}" \\ ñ € 🏨 \u2028 ${'x'.repeat(i % 40)}`,
      importe: i / 7,
      vacio: i % 3 === 0 ? null : undefined,
    }));
    const bytes = jsonArrayBytes(items, (item, index) => ({ ...item, ultima: index === 0 }));
    expect(bytes.length).toBeGreaterThan(3 * 32 * 1024);
    expect(text(bytes)).toBe(JSON.stringify(items.map((item, index) => ({ ...item, ultima: index === 0 }))));
  });

  it('writes an empty array, and null for an item with no JSON, as JSON.stringify does', () => {
    expect(text(jsonArrayBytes([], (x) => x))).toBe('[]');
    expect(text(jsonArrayBytes([1, 2], (x) => (x === 1 ? undefined : x)))).toBe(JSON.stringify([undefined, 2]));
  });
});
