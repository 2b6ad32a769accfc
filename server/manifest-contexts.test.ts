// Next.js' route manifests run in one V8 context, not one each: each caller's object gets what its
// own script set and nothing of the others', the number of V8 contexts stays put however many
// manifests are read, and other calls of vm.runInNewContext keep a context of their own. Read
// through Next.js' own evalManifest, so an upgrade that reads manifests another way shows here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { shareManifestContext } from './manifest-contexts';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next.js' own reader, as its server calls it
const { evalManifest } = require('next/dist/server/load-manifest.external.js') as {
  evalManifest: (file: string, shouldCache?: boolean) => Record<string, unknown>;
};

const contexts = () => v8.getHeapStatistics().number_of_native_contexts;

function manifestFile(dir: string, page: string): string {
  const file = path.join(dir, `${page.replace(/\W/g, '_')}_client-reference-manifest.js`);
  writeFileSync(
    file,
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = {"moduleLoading":{"prefix":""},"clientModules":{}};`,
  );
  return file;
}

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

describe("Next.js' manifests in one context", () => {
  it('give each caller what its own script set, and no new context per manifest', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifests-'));
    const pages = Array.from({ length: 40 }, (_, i) => `/pagina-${i}/page`);
    const files = pages.map((p) => manifestFile(dir, p));
    // Next's way, first: a context per manifest.
    const before = contexts();
    evalManifest(files[0]!, false);
    evalManifest(files[1]!, false);
    expect(contexts() - before).toBeGreaterThanOrEqual(2);

    undo = shareManifestContext();
    const start = contexts();
    const read = files.map((f) => evalManifest(f, false));
    expect(contexts() - start).toBeLessThanOrEqual(1);
    read.forEach((sandbox, i) => {
      expect(Object.keys(sandbox.__RSC_MANIFEST as object)).toEqual([pages[i]]);
      expect((sandbox.__RSC_MANIFEST as Record<string, unknown>)[pages[i]!]).toEqual({
        moduleLoading: { prefix: '' },
        clientModules: {},
      });
    });
  });

  it('leave every other call of vm.runInNewContext its own context', () => {
    undo = shareManifestContext();
    const sandbox = { x: 1 };
    expect(vm.runInNewContext('globalThis.y = x + 1; y', sandbox)).toBe(2);
    expect(sandbox).toEqual({ x: 1, y: 2 });
    const start = contexts();
    vm.runInNewContext('1', {});
    vm.runInNewContext('1', { process: {} }, { timeout: 1000 });
    expect(contexts() - start).toBe(2);
  });

  it('hand a failing script its error, and leave the shared context clean for the next', () => {
    undo = shareManifestContext();
    const failing = { process: { env: {} } } as Record<string, unknown>;
    expect(() => vm.runInNewContext('globalThis.__A = 1; throw new Error("roto")', failing)).toThrow('roto');
    expect(failing.__A).toBe(1);
    const next = { process: { env: {} } } as Record<string, unknown>;
    vm.runInNewContext('globalThis.__B = typeof globalThis.__A', next);
    expect(next).toEqual({ process: { env: {} }, __B: 'undefined' });
  });
});
