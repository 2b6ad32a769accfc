import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { latin1Source, latin1Standalone } from './latin1-sources.mjs';

const BEYOND_LATIN1 = /[^\x00-\xff]/u;

/** What a CommonJS-style program leaves in `out`, run in a fresh context. */
function run(code: string): unknown {
  const context = vm.createContext({ out: undefined });
  vm.runInContext(code, context);
  return JSON.parse(JSON.stringify(context.out));
}

describe('latin1Source', () => {
  it('escapes strings, regular expressions, untagged templates and comments without changing what they read', () => {
    const program = [
      '// Importe en € — ver la nota…',
      'const a = "Total: 12,00 €";',
      "const b = 'Привет, мир';",
      'const c = `Hola ${a} → ${"ok"} 😀`;',
      '/* ─── una caja ─── */',
      'const d = /[а-я]+ñ€/.test("жñ€");',
      'const e = /😀/u.test("😀");',
      'const f = "\\€";',
      'const g = JSON.parse(\'{"k":"…"}\').k;',
      'out = { a, b, c, d, e, f, g, len: c.length };',
    ].join('\n');
    const { code, escaped, left } = latin1Source(program);
    expect(BEYOND_LATIN1.test(code)).toBe(false);
    expect(left).toBe(0);
    expect(escaped).toBeGreaterThan(20);
    expect(run(code)).toEqual(run(program));
    // Line for line as it was: stack traces keep their line numbers.
    expect(code.split('\n')).toHaveLength(program.split('\n').length);
  });

  it("leaves a tagged template's text alone, since its tag reads it raw", () => {
    const program = 'const t = String.raw`precio €`; const u = "€"; out = { t, u };';
    const { code, left } = latin1Source(program);
    expect(code).toContain('String.raw`precio €`');
    expect(code).toContain('"\\u20ac"');
    expect(left).toBe(1);
    expect(run(code)).toEqual({ t: 'precio €', u: '€' });
  });

  it('leaves identifiers and a file of Latin-1 only as they are', () => {
    const withName = 'const áreaπ = 1; out = áreaπ;';
    expect(latin1Source(withName)).toMatchObject({ code: withName, left: 2 });
    const latin1 = 'out = "año, canción, 12 ×";';
    expect(latin1Source(latin1)).toEqual({ code: latin1, escaped: 0, left: 0 });
  });

  it('reads sloppy-mode scripts too, and refuses what does not parse', () => {
    const sloppy = 'with ({ x: "€" }) { out = x; }';
    const { code } = latin1Source(sloppy);
    expect(run(code)).toBe('€');
    expect(() => latin1Source('const = "€";')).toThrow();
  });
});

describe('latin1Standalone', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("rewrites the server's JavaScript, and names what stays two-byte or does not parse", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mille-latin1-'));
    mkdirSync(path.join(dir, '.next/server/chunks'), { recursive: true });
    mkdirSync(path.join(dir, 'node_modules/pkg'), { recursive: true });
    mkdirSync(path.join(dir, '.next/static'), { recursive: true });
    writeFileSync(path.join(dir, '.next/server/chunks/a.js'), 'module.exports = "12 €";');
    writeFileSync(path.join(dir, 'node_modules/pkg/b.cjs'), 'module.exports = String.raw`€`;');
    writeFileSync(path.join(dir, 'node_modules/pkg/c.mjs'), 'export default = "€";');
    // The browser's files are not the server's: left as they are.
    writeFileSync(path.join(dir, '.next/static/d.js'), 'self.x = "€";');
    // Nor is a file a link leads to (outside the output, perhaps the project's own).
    writeFileSync(path.join(dir, 'outside.js'), 'module.exports = "€";');
    symlinkSync(path.join(dir, 'outside.js'), path.join(dir, 'node_modules/pkg/linked.js'));
    const r = latin1Standalone(dir);
    expect(r).toMatchObject({ rewritten: 1, escaped: 1, twoByte: ['node_modules/pkg/b.cjs'] });
    expect(r.unparsed).toEqual(['node_modules/pkg/c.mjs']);
    expect(readFileSync(path.join(dir, '.next/server/chunks/a.js'), 'utf8')).toBe('module.exports = "12 \\u20ac";');
    expect(readFileSync(path.join(dir, '.next/static/d.js'), 'utf8')).toBe('self.x = "€";');
    expect(readFileSync(path.join(dir, 'outside.js'), 'utf8')).toBe('module.exports = "€";');
  });
});
