// A version's number: the catalogue's format (dotted numbers, as the demo's and the compare logic's,
// perhaps with a suffix), refused in Spanish otherwise; the form's input carries the same rule.
// The demo's numbers fit: demo-seed.test.ts.
import { describe, expect, it } from 'vitest';
import { VERSION_NUMBER_MAX, VERSION_NUMBER_INPUT_PATTERN, versionNumber, versionNumberProblem } from './fields';

const FORMAT =
  'El número de versión se escribe con números separados por puntos, como 2026.4, 5.1 o 5.1.2, y, si hace falta, un sufijo tras un guion (2026.9-rc1).';

describe('a version number', () => {
  it('is two to four dotted numbers, perhaps with a suffix after a dash', () => {
    for (const ok of [
      '2026.4',
      '5.1',
      '5.1.2',
      '1.2.3.4',
      '2026.9-rc',
      '2026.9-rc1',
      '5.1-beta.2',
      '2026.4.1795000000',
    ])
      expect(versionNumber.parse(` ${ok} `)).toBe(ok);
  });

  it('refuses letters alone, a single number, loose dots and spaces, each with the one Spanish sentence', () => {
    for (const bad of ['x'.repeat(40), 'beta', '5', '5.', '.5', '5..1', '5.1.2.3.4', '5.1-', '5.1 beta', 'v5.1', '5,1'])
      expect(versionNumberProblem(bad), bad).toBe(FORMAT);
    expect(versionNumberProblem('')).toBe('Escribe el número de versión.');
    expect(versionNumberProblem(`1.${'1'.repeat(VERSION_NUMBER_MAX)}`)).toBe(
      `El número de versión: como mucho ${VERSION_NUMBER_MAX} caracteres.`,
    );
  });

  it('is the pattern the form input carries, valid as a browser compiles it (anchored, `v` flag)', () => {
    const browser = new RegExp(`^(?:${VERSION_NUMBER_INPUT_PATTERN})$`, 'v');
    for (const value of ['2026.4', ' 5.1.2 ', '2026.9-rc1', '5.1-beta.2', 'x'.repeat(40), '5', '5.1 beta'])
      expect(browser.test(value), value).toBe(versionNumberProblem(value) === null);
  });
});
