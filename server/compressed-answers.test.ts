// GetNoticias compressed once per version (compressed-answers.ts), around a stand-in server.js that
// answers like the route and like Next.js: a JSON body with its strong ETag, 304 for a matching
// If-None-Match, and (as next.config `compress` does) gzip made anew for every request that
// accepts it. What a client sees: the bytes decode to the identity body, with Content-Length,
// Vary, ETag and the security headers right; a second request compresses nothing again; a
// news change gives a new ETag and new bytes; HEAD and 304 as for a GET.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledPreload, fakeNextPackage, startLayered } from './test-support';

const preload = bundledPreload();
const NEWS = '/api/Data/GetNoticias';

// Like the route (lib/http/etag.ts) behind Next.js: `version` stands for the news; /bump changes
// it. It counts the bodies it sent, its 304s and the gzips it made per request.
const fakeServer = `
const http = require('node:http');
const crypto = require('node:crypto');
const zlib = require('node:zlib');
let version = 1;
const counts = { bodies: 0, notModified: 0, gzipped: 0 };
const bodyOf = (v) => JSON.stringify(Array.from({ length: 300 }, (_, i) => ({
  id_noticia: i + 1,
  titulo: 'Noticia ' + i + ' (versión ' + v + ')',
  imageurlbig: crypto.createHash('sha256').update(v + ' ' + i).digest('base64').repeat(40),
})));
const server = http.createServer((req, res) => {
  if (req.url === '/counts') return res.end(JSON.stringify(counts));
  if (req.url === '/bump') { version++; return res.end('ok'); }
  if (req.url === '/sin-etag') {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    return res.end(bodyOf(version));
  }
  if (req.url !== '${NEWS}') return res.end('next answered');
  const body = Buffer.from(bodyOf(version));
  const etag = '"' + crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27) + '"';
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('x-request-id', 'req-' + Math.random().toString(36).slice(2));
  const inm = req.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\\//, '') === etag)) {
    counts.notModified++;
    res.writeHead(304, { ETag: etag });
    return res.end();
  }
  counts.bodies++;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', etag);
  let out = body;
  if (/gzip/.test(String(req.headers['accept-encoding'] || ''))) {
    counts.gzipped++;
    out = zlib.gzipSync(body);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
  }
  res.setHeader('Content-Length', out.length);
  // In pieces, as Next.js streams a route's body.
  const half = Math.floor(out.length / 2);
  res.write(out.subarray(0, half));
  res.end(req.method === 'HEAD' ? undefined : out.subarray(half));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ event: 'test.port', port: server.address().port }) + '\\n'));
`;

const manifest = (pages: string[]) => ({
  version: 3,
  headers: [
    { source: '/:path*', regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
  ],
  staticRoutes: pages.map((page) => ({ page, regex: `^${page}(?:/)?$` })),
  dynamicRoutes: [],
  redirects: [],
});

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent. */
  bytes: Buffer;
  /** The bytes with the content coding undone. */
  text: string;
}

async function start(pages: string[] = [NEWS]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-compressed-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'server.js'), fakeServer);
  mkdirSync(path.join(dir, '.next'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify(manifest(pages)));
  fakeNextPackage(dir);
  const { port, logged } = await startLayered(dir, preload, children);
  const ask = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Raw>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const coding = bytes.length ? res.headers['content-encoding'] : undefined;
          const plain = coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;
          resolve({ status: res.statusCode!, headers: res.headers, bytes, text: plain.toString('utf8') });
        });
      });
      req.on('error', reject);
      req.end();
    });
  const counts = async () =>
    JSON.parse((await ask('/counts')).text) as { bodies: number; notModified: number; gzipped: number };
  /** The layer's `server.compressed` lines: one per copy it made. */
  const compressions = () =>
    logged()
      .filter((l) => l.event === 'server.compressed')
      .map((l) => l as unknown as { coding: string; etag: string });
  return { ask, counts, compressions, logged };
}

const BR = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP = { 'accept-encoding': 'gzip, deflate' };

describe('GetNoticias compressed once per version', () => {
  it('a client that takes br or gzip gets a copy made once, the identity body once decoded, with its length, Vary, ETag and security headers', async () => {
    const s = await start();
    const identity = await s.ask(NEWS);
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const tag = identity.headers.etag!;
    expect(tag).toMatch(/^"[\w-]{27}"$/);

    const br = await s.ask(NEWS, BR);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(identity.text);
    expect(br.bytes.length).toBeLessThan(identity.bytes.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(tag.replace(/"$/, '-br"'));
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-store');
    // Each answer keeps its own request id (the rest of Next's headers are the answer's own).
    const again = await s.ask(NEWS, BR);
    expect(again.bytes.equals(br.bytes)).toBe(true);
    expect(again.headers['x-request-id']).not.toBe(br.headers['x-request-id']);

    const gz = await s.ask(NEWS, GZIP);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(identity.text);
    expect(Number(gz.headers['content-length'])).toBe(gz.bytes.length);
    expect(gz.headers.etag).toBe(tag.replace(/"$/, '-gzip"'));
    for (let i = 0; i < 3; i++) expect((await s.ask(NEWS, GZIP)).bytes.equals(gz.bytes)).toBe(true);

    // One copy per coding; the requests after it asked Next.js only whether it was still current
    // (a 304 from the route, no body built or sent), and Next.js gzipped nothing.
    expect(s.compressions().map((c) => [c.coding, c.etag])).toEqual([
      ['br', tag],
      ['gzip', tag],
    ]);
    expect(await s.counts()).toEqual({ bodies: 3, notModified: 4, gzipped: 0 });
  });

  it('requests during the first compression wait for the same copy', async () => {
    const s = await start();
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.ask(NEWS, GZIP)));
    const first = answers[0]!;
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.bytes.equals(first.bytes)).toBe(true);
      expect(a.headers.etag).toBe(first.headers.etag);
    }
    expect(s.compressions()).toHaveLength(1);
  });

  it("If-None-Match with the copy's ETag answers 304 without a body; another coding's or the identity's is sent anew", async () => {
    const s = await start();
    const gz = await s.ask(NEWS, GZIP);
    const tag = gz.headers.etag!;
    for (const inm of [tag, `W/${tag}`, `"otra", ${tag}`, '*']) {
      const r = await s.ask(NEWS, { ...GZIP, 'if-none-match': inm });
      expect(r.status).toBe(304);
      expect(r.bytes.length).toBe(0);
      expect(r.headers.etag).toBe(tag);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    const identityTag = tag.replace(/-gzip"$/, '"');
    expect((await s.ask(NEWS, { ...GZIP, 'if-none-match': identityTag })).status).toBe(200);
    expect((await s.ask(NEWS, { ...BR, 'if-none-match': tag })).status).toBe(200);
    // A client that takes no coding: the route's own ETag and 304.
    expect((await s.ask(NEWS, { 'if-none-match': identityTag })).status).toBe(304);
  });

  it('a news change gives a new ETag and new bytes, compressed once again; the old ETag is not confirmed', async () => {
    const s = await start();
    const before = await s.ask(NEWS, GZIP);
    await s.ask('/bump');
    const after = await s.ask(NEWS, { ...GZIP, 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).not.toBe(before.text);
    expect(after.text).toBe((await s.ask(NEWS)).text);
    expect(after.text).toContain('(versión 2)');
    expect((await s.ask(NEWS, GZIP)).bytes.equals(after.bytes)).toBe(true);
    expect(s.compressions().map((c) => c.coding)).toEqual(['gzip', 'gzip']);
  });

  it("HEAD gets the GET's headers, Content-Length included, and no body, also before any copy was made", async () => {
    const s = await start();
    const head = await s.ask(NEWS, BR, 'HEAD');
    const get = await s.ask(NEWS, BR);
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'etag', 'content-type', 'vary'])
      expect(head.headers[name]).toBe(get.headers[name]);
    expect(Number(head.headers['content-length'])).toBe(get.bytes.length);
    const headAgain = await s.ask(NEWS, BR, 'HEAD');
    expect(headAgain.headers['content-length']).toBe(get.headers['content-length']);
    expect(s.compressions()).toHaveLength(1);
  });

  it('a client that takes no coding gets the body as Next.js sends it, with Vary', async () => {
    const s = await start();
    const r = await s.ask(NEWS, { 'accept-encoding': 'identity' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
    expect(s.compressions()).toHaveLength(0);
  });

  it('without the route in the build it turns itself off, saying so, and Next.js compresses as before', async () => {
    const s = await start(['/pagina']);
    const off = s.logged().filter((l) => l.event === 'server.layer-off' && l.layer === 'compressed-answers');
    expect(off).toHaveLength(1);
    expect(off[0]!.problem).toContain(`routes-manifest.json lists no ${NEWS}`);
    const r = await s.ask(NEWS, GZIP);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect((await s.counts()).gzipped).toBe(1);
  });
});
