// The server layer (server/, bundled as the start paths load it) around a stand-in server.js: the client address
// it stamps, and the graceful shutdown (requests in flight finish, then the app's hooks, then exit).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticCsp } from '../lib/http/security-headers';
import { bundledPreload, fakeNextPackage, until } from './test-support';

const preload = bundledPreload();

// Like Next's standalone server.js: one HTTP server; here a slow route and a hanging one, and a
// shutdown hook standing in for the outbox worker finishing its send.
const fakeServer = `
const http = require('node:http');
globalThis[Symbol.for('mille.shutdown')].register(async () => {
  await new Promise((r) => setTimeout(r, 200));
  process.stdout.write('HOOK_DONE\\n');
});
let pageHits = 0;
const page = '<!DOCTYPE html><html lang="es"><body>' + '<p>Página pre-renderizada, la misma para todos.</p>'.repeat(100) + '</body></html>';
const server = http.createServer((req, res) => {
  if (req.url === '/peer') return res.end(String(req.headers['x-mille-peer']));
  if (req.url === '/page-hits') return res.end(String(pageHits));
  if (['/pagina', '/blog', '/con-cookie'].includes(req.url.split('?')[0])) {
    pageHits++;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.setHeader('Vary', 'rsc, next-router-state-tree');
    res.setHeader('Content-Security-Policy', "default-src 'self'; object-src 'none'");
    res.setHeader('x-nextjs-cache', 'HIT');
    if (req.url === '/con-cookie') res.setHeader('Set-Cookie', 'a=1');
    return res.end(req.method === 'HEAD' ? undefined : page);
  }
  // The test waits for this line before it signals: the request is then in flight.
  if (req.url === '/hang' || req.url === '/slow') process.stdout.write('IN_FLIGHT ' + req.url + '\\n');
  if (req.url.split('?')[0] === '/hang') return;
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

/** What a Node script prints (stdout and stderr) with the layer preloaded and one setting unset or set to `value`. */
async function probeOutput(
  nodeFlags: string[],
  script: string,
  setting: string,
  value: string | undefined,
): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env[setting];
  if (value !== undefined) env[setting] = value;
  const child = spawn(process.execPath, [...nodeFlags, '-r', preload, '-e', script], { env });
  children.push(child);
  let out = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (c: Buffer) => (out += c.toString()));
  await new Promise((resolve) => child.on('exit', resolve));
  return out;
}

const script = 'console.log("a script of the build");'.repeat(50);

async function start(env: Record<string, string> = {}): Promise<Running> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-preload-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'server.js'), fakeServer);
  // A build's static folder with one precompressed script, and its header rules.
  mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'app.js'), script);
  writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'app.js.br'), brotliCompressSync(script));
  const rules = [
    { source: '/:path*', regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    {
      source: '/((?!login).*)',
      regex: '^(?:/((?!login).*))(?:/)?$',
      headers: [{ key: 'Content-Security-Policy', value: staticCsp() }],
    },
  ];
  writeFileSync(
    path.join(dir, '.next', 'routes-manifest.json'),
    JSON.stringify({
      version: 3,
      headers: rules,
      // The routes compressed-answers.ts compresses once (every layer on).
      staticRoutes: [{ page: '/api/Data/GetNoticias', regex: '^/api/Data/GetNoticias(?:/)?$' }],
      dynamicRoutes: [],
      redirects: [],
    }),
  );
  // Its pre-rendered routes: two pages never revalidated, one revalidated, one route handler.
  const routes = {
    '/pagina': { routeType: 'page', initialRevalidateSeconds: false, dataRoute: '/pagina.rsc' },
    '/con-cookie': { routeType: 'page', initialRevalidateSeconds: false, dataRoute: '/con-cookie.rsc' },
    '/blog': { routeType: 'page', initialRevalidateSeconds: 60, dataRoute: '/blog.rsc' },
    '/robots.txt': { routeType: 'route', initialRevalidateSeconds: false, dataRoute: null },
  };
  writeFileSync(path.join(dir, '.next', 'prerender-manifest.json'), JSON.stringify({ version: 4, routes }));
  mkdirSync(path.join(dir, '.next', 'server', 'app'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'server', 'app', 'pagina.html'), '<!DOCTYPE html><p>pagina</p>');
  fakeNextPackage(dir);
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

// The events after start (each layer's `server.layer` line is checked in layers.test.ts, the
// listening address's `server.bind` in bind-address.test.ts).
const events = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => (JSON.parse(l) as { event: string }).event)
    .filter((e) => e !== 'server.layer' && e !== 'server.bind');

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
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, resolve),
    );
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
      const other = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`http://127.0.0.1:${s.port}${path}`, { headers: { 'accept-encoding': encoding! } }, resolve),
      );
      let text = '';
      for await (const c of other) text += String(c);
      expect(text).toBe('from next');
    }
  });

  describe('pre-rendered pages', () => {
    interface Answer {
      status: number;
      headers: http.IncomingHttpHeaders;
      body: Buffer;
    }
    const request = (port: number, pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<Answer>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, async (res) => {
          const chunks: Buffer[] = [];
          for await (const c of res) chunks.push(c as Buffer);
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
        });
        req.on('error', reject);
        req.end();
      });
    const hits = async (port: number) => Number((await request(port, '/page-hits')).body.toString());
    /** Asks until the page comes from memory (it then carries our ETag). */
    async function remembered(port: number, pathname: string): Promise<Answer> {
      let answer: Answer | undefined;
      await until(
        async () => Boolean((answer = await request(port, pathname)).headers.etag),
        `${pathname} answered from memory`,
      );
      return answer!;
    }

    it('after Next.js answers a never-revalidated page once, answer it from memory with the same headers, compressed, with ETags', async () => {
      const s = await start();
      const first = await request(s.port, '/pagina');
      expect(first.headers.etag).toBeUndefined(); // Next.js answered
      const identity = await remembered(s.port, '/pagina');
      const before = await hits(s.port);

      expect(identity.status).toBe(200);
      expect(identity.body.equals(first.body)).toBe(true);
      for (const h of ['content-type', 'cache-control', 'content-security-policy', 'x-nextjs-cache'])
        expect(identity.headers[h]).toBe(first.headers[h]);
      expect(identity.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
      expect(identity.headers['content-length']).toBe(String(first.body.length));

      const br = await request(s.port, '/pagina', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
      const gz = await request(s.port, '/pagina', { 'accept-encoding': 'gzip, br;q=0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(first.body)).toBe(true);
      // One strong ETag per representation; a matching If-None-Match gets 304 without a body.
      expect(new Set([identity.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      const notModified = await request(s.port, '/pagina', {
        'accept-encoding': 'br',
        'if-none-match': `"other", ${br.headers.etag}`,
      });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers['cache-control']).toBe('s-maxage=31536000');
      expect((await request(s.port, '/pagina', { 'if-none-match': br.headers.etag! })).status).toBe(200); // another representation
      const head = await request(s.port, '/pagina', {}, 'HEAD');
      expect([head.status, head.body.length, head.headers['content-length']]).toEqual([
        200,
        0,
        String(first.body.length),
      ]);

      expect(await hits(s.port)).toBe(before);
    });

    it('leaves to Next.js query strings, client-side navigation, ranges, other methods, revalidated pages and answers with cookies', async () => {
      const s = await start();
      await request(s.port, '/pagina');
      await remembered(s.port, '/pagina');
      const beforeCookie = await hits(s.port);
      await request(s.port, '/con-cookie');
      // Its answer and the preload's own fetch to remember it (refused: it sets a cookie) have reached the server.
      await until(async () => (await hits(s.port)) === beforeCookie + 2, 'the fill of /con-cookie');
      const before = await hits(s.port);
      const toNext: Array<[string, Record<string, string>, string?]> = [
        ['/pagina?utm_source=x', {}],
        ['/pagina', { rsc: '1' }],
        ['/pagina', { 'next-router-prefetch': '1' }],
        ['/pagina', { range: 'bytes=0-10' }],
        ['/pagina', {}, 'POST'],
        ['/blog', {}],
        ['/blog', {}],
        ['/con-cookie', {}],
      ];
      for (const [pathname, headers, method] of toNext) {
        const answer = await request(s.port, pathname, headers, method);
        expect(answer.headers.etag, `${method ?? 'GET'} ${pathname} ${JSON.stringify(headers)}`).toBeUndefined();
      }
      expect(await hits(s.port)).toBe(before + toNext.length);
    });
  });

  it('on SIGTERM finishes the request in flight, refuses new ones, runs the hooks, then exits 0', async () => {
    const s = await start();
    const inFlight = fetch(`http://127.0.0.1:${s.port}/slow`).then(async (r) => [r.status, await r.text()]);
    await until(() => s.output().includes('IN_FLIGHT /slow'), 'the request in flight');
    s.child.kill('SIGTERM');
    // The server stops listening in the same step as it logs this.
    await until(() => s.output().includes('"server.stopping"'), 'the shutdown to begin');
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
    await until(() => s.output().includes('IN_FLIGHT /hang'), 'the request in flight');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(1);
    expect(events(s.output())).toEqual(['server.stopping', 'server.stop-timeout']);
  });

  it('logs a request still running after a second, by its method and path only', async () => {
    const s = await start();
    fetch(`http://127.0.0.1:${s.port}/hang?token=secreto`).catch(() => undefined);
    await until(() => s.output().includes('"http.slow-request"'), 'the slow-request line');
    const line = s
      .output()
      .split('\n')
      .find((l) => l.includes('"http.slow-request"'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 'info', method: 'GET', path: '/hang' });
    expect(s.output()).not.toContain('secreto');
  });

  it('has the out-of-memory path of the crash test only when asked for, and never in production', async () => {
    for (const env of [{}, { MILLE_CRASH_TEST: '1', APP_ENV: 'production' }] as Record<string, string>[]) {
      const s = await start(env);
      // The stand-in server answers it like any other path: the hook is not there.
      expect(await (await fetch(`http://127.0.0.1:${s.port}/__crash-test/oom`)).text()).toBe('finished');
    }
    const s = await start({
      MILLE_CRASH_TEST: '1',
      APP_ENV: 'demo',
      NODE_OPTIONS: '--max-old-space-size=128 --max-semi-space-size=4',
    });
    fetch(`http://127.0.0.1:${s.port}/__crash-test/oom`).catch(() => undefined);
    expect(await s.exited).not.toBe(0);
    expect(s.output()).toMatch(/heap out of memory/);
    // Before it died, the log named the request that was running.
    const high = s
      .output()
      .split('\n')
      .find((l) => l.includes('"server.heap-high"'))!;
    expect(JSON.parse(high)).toMatchObject({
      level: 'warn',
      inFlight: [expect.objectContaining({ path: '/__crash-test/oom' })],
    });
  }, 30_000);

  describe('heap growing factor', () => {
    // Old-generation garbage under a fixed live set: with semi-spaces of 1 MB, objects kept in a
    // rolling window survive two scavenges, reach the old generation and die there, so the count
    // of full collections follows how far V8 lets the old generation grow between them.
    const probe = `
const v8 = require('node:v8');
// Counted synchronously (a PerformanceObserver delivers its entries later, after some wait).
const profiler = new v8.GCProfiler();
profiler.start();
const live = []; for (let i = 0; i < 300000; i++) live.push({ i, s: 'x' + i });
const win = new Array(30000);
for (let i = 0; i < 4e6; i++) win[i % win.length] = { i, a: [i, i + 1] };
const majors = profiler.stop().statistics.filter((s) => s.gcType === 'MarkSweepCompact').length;
process.stdout.write('MAJORS ' + majors + ' ' + live.length + '\\n');
`;
    const fullCollections = async (percent: string | undefined) => {
      const out = await probeOutput(
        ['--max-old-space-size=256', '--max-semi-space-size=1'],
        probe,
        'HEAP_GROWING_PERCENT',
        percent,
      );
      const m = /MAJORS (\d+)/.exec(out);
      if (!m) throw new Error(`no count: ${out}`);
      return Number(m[1]);
    };

    it('HEAP_GROWING_PERCENT lets the old generation grow further between full collections', async () => {
      const byDefault = await fullCollections(undefined);
      const quadruple = await fullCollections('300');
      expect(byDefault).toBeGreaterThanOrEqual(6);
      expect(quadruple).toBeLessThanOrEqual(byDefault / 2);
    }, 20_000);

    it('ignores a value that is not a whole percentage', async () => {
      const byDefault = await fullCollections(undefined);
      for (const bad of ['abc', '0', '-50', '12.5']) expect(await fullCollections(bad)).toBeGreaterThan(byDefault / 2);
    }, 30_000);
  });

  describe('WebAssembly tiering budget', () => {
    // A module with one loop (the sum of 1..n), run hot enough for V8 to recompile it with its
    // optimising compiler under its own budget; tier-up runs synchronously, so the answer is
    // known when the calls return.
    const probe = `
const bytes = new Uint8Array([0,97,115,109,1,0,0,0, 1,6,1,96,1,127,1,127, 3,2,1,0, 7,5,1,1,102,0,0,
  10,35,1,33, 1,1,127, 2,64, 3,64, 32,0,69,13,1, 32,1,32,0,106,33,1, 32,0,65,1,107,33,0, 12,0, 11,11, 32,1, 11]);
const { f } = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports;
let sum = 0;
for (let i = 0; i < 400; i++) sum += f(50000);
process.stdout.write('TIER ' + (%IsTurboFanFunction(f) ? 'optimised' : %IsLiftoffFunction(f) ? 'baseline' : 'other') + ' ' + sum + '\\n');
`;
    const tier = async (budget: string | undefined) => {
      const out = await probeOutput(
        ['--allow-natives-syntax', '--wasm-sync-tier-up'],
        probe,
        'WASM_TIERING_BUDGET',
        budget,
      );
      const m = /TIER (\w+) (\d+)/.exec(out);
      if (!m) throw new Error(`no answer: ${out}`);
      expect(m[2]).toBe(String(400 * 1250025000));
      return m[1];
    };

    it('WASM_TIERING_BUDGET at its largest keeps a hot function on the baseline compiler', async () => {
      expect(await tier(undefined)).toBe('optimised');
      expect(await tier('2147483647')).toBe('baseline');
    }, 20_000);

    it('ignores a value that is not a whole number in V8’s range', async () => {
      for (const bad of ['abc', '0', '-1', '2147483648', '1e12', '12.5']) expect(await tier(bad)).toBe('optimised');
    }, 30_000);
  });
});
