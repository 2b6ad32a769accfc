// For the tests of the server layer: the layer bundled as the start paths load it, and the
// Next.js package a stand-in server.js appears to run on.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body with its content coding undone. */
  text: string;
}

/** One request to the layer on `port`, its answer's body decoded. */
export function request(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const plain =
          coding === 'gzip'
            ? zlib.gunzipSync(body)
            : coding === 'deflate'
              ? zlib.inflateSync(body)
              : coding === 'br'
                ? zlib.brotliDecompressSync(body)
                : body;
        resolve({ status: res.statusCode!, headers: res.headers, text: plain.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a stand-in server.js run under the layer logged: its JSON lines. */
export interface LoggedLine {
  level: string;
  event: string;
  msg: string;
  layer?: string;
  on?: boolean;
  problem?: string;
}

/**
 * Runs `dir`/server.js (a stand-in that prints `{"event":"test.port","port":…}` once it listens)
 * under the bundled layer `preload`, as the start paths do; `children` keeps it to be killed.
 */
export async function startLayered(
  dir: string,
  preload: string,
  children: ChildProcess[],
): Promise<{ port: number; logged: () => LoggedLine[] }> {
  const child = spawn(process.execPath, ['-r', preload, 'server.js'], {
    cwd: dir,
    env: { ...process.env, HEAP_GROWING_PERCENT: '100' },
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    const check = () => {
      const m = /"test\.port","port":(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
      else child.stdout!.once('data', check);
    };
    check();
  });
  const logged = () =>
    out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LoggedLine);
  return { port, logged };
}
