// The server preload (scripts/server-preload.cjs) around a stand-in server.js: the client address
// it stamps, and the graceful shutdown (requests in flight finish, then the app's hooks, then exit).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const preload = path.resolve(__dirname, 'server-preload.cjs');

// Like Next's standalone server.js: one HTTP server; here a slow route and a hanging one, and a
// shutdown hook standing in for the outbox worker finishing its send.
const fakeServer = `
const http = require('node:http');
globalThis[Symbol.for('mille.shutdown')].register(async () => {
  await new Promise((r) => setTimeout(r, 200));
  process.stdout.write('HOOK_DONE\\n');
});
const server = http.createServer((req, res) => {
  if (req.url === '/peer') return res.end(String(req.headers['x-mille-peer']));
  if (req.url === '/hang') return;
  if (req.url.startsWith('/_next/')) return res.end('from next');
  setTimeout(() => res.end('finished'), 600);
});
server.listen(0, '127.0.0.1', () => process.stdout.write('PORT ' + server.address().port + '\\n'));
`;

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const dirs: string[] = [];
const children: ChildProcess[] = [];

const script = 'console.log("a script of the build");'.repeat(50);

async function start(env: Record<string, string> = {}): Promise<Running> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-preload-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'server.js'), fakeServer);
  // A build's static folder with one precompressed script, and its header rules.
  mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'app.js'), script);
  writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'app.js.br'), brotliCompressSync(script));
  const rules = [{ source: '/:path*', regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }];
  writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify({ headers: rules }));
  const child = spawn(process.execPath, ['-r', preload, 'server.js'], { cwd: dir, env: { ...process.env, ...env } });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /PORT (\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 20);
    void exited.then(() => reject(new Error(`exited early: ${out}`)));
  });
  return { child, port, output: () => out, exited };
}

const events = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => (JSON.parse(l) as { event: string }).event);

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('server preload', () => {
  it('stamps the socket address, replacing a forged header', async () => {
    const s = await start();
    const res = await fetch(`http://127.0.0.1:${s.port}/peer`, { headers: { 'x-mille-peer': '203.0.113.9' } });
    expect(await res.text()).toBe('127.0.0.1');
  });

  it('serves the Brotli copy of a static asset to browsers that accept it, with the headers of the build', async () => {
    const s = await start();
    const url = `http://127.0.0.1:${s.port}/_next/static/chunks/app.js`;
    const res = await new Promise<http.IncomingMessage>((resolve) => http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, resolve));
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe(script);
    // Without `br` (or refusing it), and for files without a copy, Next answers as before.
    for (const [path, encoding] of [
      ['/_next/static/chunks/app.js', 'gzip'],
      ['/_next/static/chunks/app.js', 'gzip, br;q=0'],
      ['/_next/static/chunks/other.js', 'br'],
    ]) {
      const other = await new Promise<http.IncomingMessage>((resolve) => http.get(`http://127.0.0.1:${s.port}${path}`, { headers: { 'accept-encoding': encoding! } }, resolve));
      let text = '';
      for await (const c of other) text += String(c);
      expect(text).toBe('from next');
    }
  });

  it('on SIGTERM finishes the request in flight, refuses new ones, runs the hooks, then exits 0', async () => {
    const s = await start();
    const inFlight = fetch(`http://127.0.0.1:${s.port}/slow`).then(async (r) => [r.status, await r.text()]);
    await new Promise((r) => setTimeout(r, 150));
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`http://127.0.0.1:${s.port}/slow`)).rejects.toThrow();
    expect(await inFlight).toEqual([200, 'finished']);
    expect(await s.exited).toBe(0);
    const out = s.output();
    expect(events(out)).toEqual(['server.stopping', 'server.stopped']);
    // The hook ran after the stop began and before the process reported itself stopped.
    expect(out.indexOf('HOOK_DONE')).toBeGreaterThan(out.indexOf('server.stopping'));
    expect(out.indexOf('HOOK_DONE')).toBeLessThan(out.indexOf('server.stopped'));
  });

  it('a second signal does not start a second shutdown', async () => {
    const s = await start();
    s.child.kill('SIGINT');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(events(s.output())).toEqual(['server.stopping', 'server.stopped']);
  });

  it('a request that never ends does not keep the server alive past the deadline', async () => {
    const s = await start({ SHUTDOWN_TIMEOUT_MS: '400' });
    fetch(`http://127.0.0.1:${s.port}/hang`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 150));
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(1);
    expect(events(s.output())).toEqual(['server.stopping', 'server.stop-timeout']);
  });
});
