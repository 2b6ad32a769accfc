// For the tests of the server layer: the layer bundled as the start paths load it, and the
// Next.js package a stand-in server.js appears to run on.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VERIFIED_NEXT_VERSION } from './next-build';

const root = path.resolve(__dirname, '..');
let bundled: string | null = null;

/** server/ bundled by scripts/build-server.mjs into a temporary file, once per test file. */
export function bundledPreload(): string {
  if (!bundled) {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mille-layer-')), 'server-preload.cjs');
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs'), file], { stdio: 'inherit' });
    bundled = file;
  }
  return bundled;
}

/** Makes `dir` look like a standalone build on Next.js `version` (its node_modules/next/package.json). */
export function fakeNextPackage(dir: string, version: string = VERIFIED_NEXT_VERSION): void {
  mkdirSync(path.join(dir, 'node_modules', 'next'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules', 'next', 'package.json'), JSON.stringify({ name: 'next', version }));
}

/** Resolves once `ready()` holds, asking every 10 ms: a test waits for a state, not for a fixed time. */
export async function until(ready: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
