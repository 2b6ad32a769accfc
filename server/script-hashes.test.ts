// The static pages' policy as a browser receives it (script-hashes.ts), around a stand-in
// server.js that answers as Next.js does: its header rules' fixed policy, its own gzip
// (Next's compiled `compression`, set up after the layer has the response), an ETag on the HTML
// it has cached and a 304 for it, and streamed pages. Every HTML answer lists its own inline
// scripts' hashes and no 'unsafe-inline', also after the page changed.
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashedStaticCsp, staticCsp } from '../lib/http/security-headers';
import { bundledPreload, fakeNextPackage, request, startLayered } from './test-support';

const preload = bundledPreload();
const NONCE_POLICY = "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'";

/** The site's own inline script (the layout's consent pre-check, in the real build). */
const OWN = "document.documentElement.classList.add('consent-given')";
/** A page as Next.js writes one: the site's script, a script file, its bootstrap, its flight data, JSON-LD (and > 1 kB, so gzipped). */
function page(title: string, content = ''): string {
  return (
    `<!DOCTYPE html><html lang="es"><head><script>${OWN}</script><script src="/_next/static/chunks/app.js" async=""></script></head>` +
    `<body><h1>${title}</h1>${content}<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script>self.__next_f.push([1,"${title} ${'·'.repeat(800)}"])</script><script type="application/ld+json">{"@type":"NewsArticle"}</script></body></html>`
  );
}
/** The scripts of `page(title)` that run, which a browser would hash. */
const scriptsOf = (title: string) => [
  OWN,
  '(self.__next_f=self.__next_f||[]).push([0])',
  `self.__next_f.push([1,"${title} ${'·'.repeat(800)}"])`,
];
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const policyOf = (title: string) => hashedStaticCsp(scriptsOf(title).map(sha256));
/** What staff-written HTML would bring, had the sanitiser let it through. */
const INJECTED = '<script>alert(1)</script><script>self.__next_f.push([1,"x"]);alert(2)</script>';

const fakeServer = `
const http = require('node:http');
const crypto = require('node:crypto');
const compression = require(${JSON.stringify(require.resolve('next/dist/compiled/compression'))});
const OWN = ${JSON.stringify(OWN)};
const page = ${page.toString()};
// The policy of the build's header rules, as Next.js applies them.
const FIXED = JSON.parse(require('node:fs').readFileSync('.next/routes-manifest.json', 'utf8')).headers[1].headers[0].value;
let edition = 1;
const compress = compression();
const server = http.createServer((req, res) => {
  // Next's header rules, then its gzip, then the route.
  res.setHeader('Content-Security-Policy', req.url.startsWith('/cuenta') ? ${JSON.stringify(NONCE_POLICY)} : FIXED);
  compress(req, res, () => {});
  if (req.url === '/revalidar') { edition++; return res.end('ok'); }
  if (req.url === '/api/x') { res.setHeader('Content-Type', 'application/json'); return res.end(JSON.stringify({ a: 1 })); }
  if (req.url === '/inyectada') { res.setHeader('Content-Type', 'text/html; charset=utf-8'); return res.end(page('Inyectada', ${JSON.stringify(INJECTED)})); }
  if (req.url === '/rara') { res.setHeader('Content-Type', 'text/html'); res.setHeader('Content-Encoding', 'x-rara'); return res.end(page('Rara')); }
  if (req.url === '/dinamica') {
    // Rendered per request and streamed, as pipeToNodeResponse does: headers flushed, chunks, flush(), end.
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    const html = page('Dinámica');
    const parts = [html.slice(0, 100), html.slice(100, 900), html.slice(900)];
    let i = 0;
    const next = () => {
      if (i === 0) res.flushHeaders();
      if (i < parts.length) {
        res.write(parts[i++]);
        if (typeof res.flush === 'function') res.flush();
        setTimeout(next, 5);
      } else res.end();
    };
    return next();
  }
  // A page from Next's cache (send-payload.js): ETag of its content, 304, Content-Length, HEAD.
  const title = req.url === '/blog' ? 'Noticias ' + edition : req.url.startsWith('/cuenta') ? 'Cuenta' : 'Página ' + req.url.slice(1);
  const html = page(title);
  const etag = '"' + crypto.createHash('sha1').update(html).digest('base64url') + '"';
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) { res.statusCode = 304; return res.end(); }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  if (req.method === 'HEAD') return res.end(null);
  res.end(html);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ event: 'test.port', port: server.address().port }) + '\\n'));
`;

const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html lang="es"><body><h1>Página no encontrada</h1><script>self.__next_f.push([1,"404"])</script></body></html>';

function routesManifest(csp: string) {
  return {
    version: 3,
    headers: [
      { source: '/:path*', regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      {
        source: '/((?!cuenta).*)',
        regex: '^(?:/((?!cuenta).*))(?:/)?$',
        headers: [{ key: 'Content-Security-Policy', value: csp }],
      },
    ],
    staticRoutes: [{ page: '/pagina', regex: '^/pagina(?:/)?$' }],
    dynamicRoutes: [],
    redirects: [],
  };
}
const prerenderManifest = {
  version: 4,
  routes: { '/pagina': { routeType: 'page', initialRevalidateSeconds: false, dataRoute: '/pagina.rsc' } },
};

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function start(csp = staticCsp()) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-hashes-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'server.js'), fakeServer);
  mkdirSync(path.join(dir, '.next', 'server', 'app'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'server', 'app', '_not-found.html'), NOT_FOUND_PAGE);
  // The build's rendering of its never-revalidated page, where the site's own scripts are read.
  writeFileSync(path.join(dir, '.next', 'server', 'app', 'pagina.html'), page('Página pagina'));
  writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify(routesManifest(csp)));
  writeFileSync(path.join(dir, '.next', 'prerender-manifest.json'), JSON.stringify(prerenderManifest));
  fakeNextPackage(dir);
  return startLayered(dir, preload, children);
}

describe("the static pages' policy: each HTML answer lists its own inline scripts' hashes", () => {
  it('on a page Next.js answers, gzipped or not, with the body unchanged', async () => {
    const s = await start();
    const codings: [string, string | undefined][] = [
      ['gzip, deflate, br', 'gzip'],
      ['deflate', 'deflate'],
      ['identity', undefined],
    ];
    for (const [i, [encoding, coding]] of codings.entries()) {
      // A new page each time, so that each is held and hashed (not taken from the ETags seen).
      if (i > 0) await request(s.port, '/revalidar');
      const a = await request(s.port, '/blog', { 'accept-encoding': encoding });
      expect(a.headers['content-encoding']).toBe(coding);
      expect(a.text).toBe(page(`Noticias ${i + 1}`));
      expect(a.headers['content-security-policy']).toBe(policyOf(`Noticias ${i + 1}`));
      expect(a.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    expect(s.logged().find((l) => l.layer === 'script-hashes')).toMatchObject({ event: 'server.layer', on: true });
  });

  it('on a page streamed as it renders, held until it ends', async () => {
    const s = await start();
    for (const encoding of ['gzip', 'identity']) {
      const a = await request(s.port, '/dinamica', { 'accept-encoding': encoding });
      expect(a.text).toBe(page('Dinámica'));
      expect(a.headers['content-security-policy']).toBe(policyOf('Dinámica'));
      expect(Number(a.headers['content-length'])).toBeGreaterThan(0);
    }
  });

  it('after the page changed (a revalidation), the new scripts; a 304 or a HEAD gets the policy of the HTML its ETag stands for', async () => {
    const s = await start();
    const first = await request(s.port, '/blog', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-security-policy']).toBe(policyOf('Noticias 1'));
    await request(s.port, '/revalidar');
    const second = await request(s.port, '/blog', { 'accept-encoding': 'gzip' });
    expect(second.text).toBe(page('Noticias 2'));
    expect(second.headers['content-security-policy']).toBe(policyOf('Noticias 2'));
    // Known again by its ETag: the same policy, without holding the body.
    expect((await request(s.port, '/blog')).headers['content-security-policy']).toBe(policyOf('Noticias 2'));
    const notModified = await request(s.port, '/blog', { 'if-none-match': String(second.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(policyOf('Noticias 2'));
    const head = await request(s.port, '/blog', {}, 'HEAD');
    expect(head.headers['content-security-policy']).toBe(policyOf('Noticias 2'));
    // A HEAD for HTML not sent yet: no policy rather than one that may not fit.
    expect((await request(s.port, '/otra', {}, 'HEAD')).headers['content-security-policy']).toBeUndefined();
  });

  it('on a page from memory, the policy of the answer it was filled from', async () => {
    const s = await start();
    const first = await request(s.port, '/pagina', { 'accept-encoding': 'br' });
    expect(first.headers['content-security-policy']).toBe(policyOf('Página pagina'));
    let kept = first;
    for (let i = 0; i < 50 && !String(kept.headers.etag).endsWith('-br"'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      kept = await request(s.port, '/pagina', { 'accept-encoding': 'br' });
    }
    expect(kept.headers.etag).toMatch(/-br"$/);
    expect(kept.text).toBe(page('Página pagina'));
    expect(kept.headers['content-security-policy']).toBe(policyOf('Página pagina'));
  });

  it('never a script that came with the content, even one that starts like a data call', async () => {
    const s = await start();
    const a = await request(s.port, '/inyectada', { 'accept-encoding': 'gzip' });
    expect(a.text).toBe(page('Inyectada', INJECTED));
    expect(a.headers['content-security-policy']).toBe(policyOf('Inyectada'));
  });

  it("on the guard's own error page, its scripts' hashes", async () => {
    const s = await start();
    const a = await request(s.port, '/no-existe', {}, 'PROPFIND');
    expect([a.status, a.text]).toEqual([404, NOT_FOUND_PAGE]);
    expect(a.headers['content-security-policy']).toBe(hashedStaticCsp([sha256('self.__next_f.push([1,"404"])')]));
  });

  it('an answer that is not HTML allows no inline script; another policy (the nonce one) is left alone', async () => {
    const s = await start();
    const api = await request(s.port, '/api/x', { 'accept-encoding': 'gzip' });
    expect([api.text, api.headers['content-security-policy']]).toEqual(['{"a":1}', hashedStaticCsp([])]);
    const account = await request(s.port, '/cuenta', { 'accept-encoding': 'gzip' });
    expect([account.text, account.headers['content-security-policy']]).toEqual([page('Cuenta'), NONCE_POLICY]);
  });

  it('HTML it cannot read (an unknown coding) keeps the fixed policy, as it came', async () => {
    const s = await start();
    const a = await request(s.port, '/rara');
    expect([a.headers['content-encoding'], a.text, a.headers['content-security-policy']]).toEqual([
      'x-rara',
      page('Rara'),
      staticCsp(),
    ]);
  });

  it("off, with a warning, when the build's rules lack the fixed policy it replaces: the pages keep the build's", async () => {
    const other = "default-src 'self'; script-src 'self' 'unsafe-inline'";
    const s = await start(other);
    const off = s.logged().find((l) => l.layer === 'script-hashes');
    expect(off).toMatchObject({ event: 'server.layer-off', on: false });
    expect(off?.problem).toContain("lack the static pages' policy");
    const a = await request(s.port, '/blog', { 'accept-encoding': 'gzip' });
    expect([a.text, a.headers['content-security-policy']]).toEqual([page('Noticias 1'), other]);
  });
});
