// The status banner as a browser receives it (status-banner.ts), around a stand-in server.js that
// answers as Next.js does: /estado renders the banner while an incident is open, the app's feed
// watcher tells the layer it refreshed /estado, a never-revalidated page is answered from memory
// and a revalidated one (the blog) by Next.js with its gzip and ETag. Every public page then
// carries /estado's banner right after <body>, with ETags of its own, and loses it when it goes.
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashedStaticCsp, staticCsp } from '../lib/http/security-headers';
import { bannerIn, spliced } from './status-banner';
import { bundledPreload, fakeNextPackage, request, startLayered, until, type Answer } from './test-support';

const preload = bundledPreload();

/** A page as Next.js writes one (> 1 kB, so gzipped), with a data call and `content`. */
function page(title: string, content = ''): string {
  return (
    `<!DOCTYPE html><html lang="es"><head><title>${title}</title></head><body class="min-h-screen">${content}` +
    `<h1>${title}</h1><p>${'·'.repeat(800)}</p><script>self.__next_f.push([1,"${title}"])</script></body></html>`
  );
}
const bannerOf = (title: string) =>
  `<aside aria-label="Estado del servicio" data-status-banner="incident" class="bg-amber-100 text-amber-950"><p>Incidencia abierta: ${title}.</p></aside>`;

const fakeServer = `
const http = require('node:http');
const crypto = require('node:crypto');
const compression = require(${JSON.stringify(require.resolve('next/dist/compiled/compression'))});
const page = ${page.toString()};
const bannerOf = ${bannerOf.toString()};
const FIXED = JSON.parse(require('node:fs').readFileSync('.next/routes-manifest.json', 'utf8')).headers[0].headers[0].value;
let incident = '';
const compress = compression();
const server = http.createServer((req, res) => {
  res.setHeader('Content-Security-Policy', FIXED);
  compress(req, res, () => {});
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/incidencia') {
    // Staff opened or resolved an incident; the app's watcher refreshes /estado and says so.
    incident = url.searchParams.get('titulo') || '';
    const notice = globalThis[Symbol.for('mille.feeds-refreshed')];
    if (typeof notice === 'function') notice(['/estado', '/estado.json']);
    return res.end('ok');
  }
  const html =
    url.pathname === '/estado' ? page('Estado', incident ? bannerOf(incident) : '') : page('Página ' + url.pathname.slice(1));
  const etag = '"' + crypto.createHash('sha1').update(html).digest('base64url') + '"';
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) { res.statusCode = 304; return res.end(); }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ event: 'test.port', port: server.address().port }) + '\\n'));
`;

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function start() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-banner-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'server.js'), fakeServer);
  mkdirSync(path.join(dir, '.next', 'server', 'app'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'server', 'app', 'pagina.html'), page('Página pagina'));
  const routes = {
    version: 3,
    headers: [
      { source: '/:path*', regex: '^(?:/(.*))?$', headers: [{ key: 'Content-Security-Policy', value: staticCsp() }] },
    ],
    staticRoutes: [{ page: '/pagina', regex: '^/pagina(?:/)?$' }],
    dynamicRoutes: [],
    redirects: [],
  };
  writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify(routes));
  const prerender = {
    version: 4,
    routes: { '/pagina': { routeType: 'page', initialRevalidateSeconds: false, dataRoute: '/pagina.rsc' } },
  };
  writeFileSync(path.join(dir, '.next', 'prerender-manifest.json'), JSON.stringify(prerender));
  fakeNextPackage(dir);
  return startLayered(dir, preload, children);
}

const withBanner = (title: string, banner: string) =>
  page(title).replace('<body class="min-h-screen">', `<body class="min-h-screen">${banner}`);
const policy = (title: string) =>
  hashedStaticCsp([
    `'sha256-${crypto.createHash('sha256').update(`self.__next_f.push([1,"${title}"])`).digest('base64')}'`,
  ]);

/** The page from memory once its compressed copy for the current banner is made. */
async function compressedFromMemory(port: number, coding: string, etagPart: RegExp): Promise<Answer> {
  let answer: Answer | null = null;
  await until(async () => {
    answer = await request(port, '/pagina', { 'accept-encoding': coding, accept: 'text/html' });
    return answer.headers['content-encoding'] === coding && etagPart.test(String(answer.headers.etag));
  }, `/pagina in ${coding} from memory`);
  return answer!;
}

describe('the status banner on every public page', () => {
  it("puts /estado's banner right after <body> of pages from memory and of Next's answers, and takes it away", async () => {
    const s = await start();
    expect(s.logged().find((l) => l.layer === 'status-banner')).toMatchObject({ event: 'server.layer', on: true });
    // Nothing open: the page as it was built, from memory.
    await request(s.port, '/pagina');
    const plain = await compressedFromMemory(s.port, 'br', /^"[^-]+-br"$/);
    expect(plain.text).toBe(page('Página pagina'));

    await request(s.port, '/incidencia?titulo=Motor%20de%20reservas%20lento');
    const banner = bannerOf('Motor de reservas lento');
    await until(
      async () => (await request(s.port, '/pagina')).text.includes(banner),
      'the banner after the notice of a refreshed /estado',
    );
    for (const coding of ['br', 'gzip']) {
      const a = await compressedFromMemory(s.port, coding, new RegExp(`-s[\\w-]+-${coding}"$`));
      expect(a.text).toBe(withBanner('Página pagina', banner));
      expect(a.headers['content-security-policy']).toBe(policy('Página pagina'));
      // A copy of the page without the banner is not confirmed; this one is.
      expect(
        (await request(s.port, '/pagina', { 'accept-encoding': coding, 'if-none-match': String(plain.headers.etag) }))
          .status,
      ).toBe(200);
      const again = await request(s.port, '/pagina', { 'accept-encoding': coding, 'if-none-match': a.headers.etag! });
      expect(again.status).toBe(304);
    }
    const identity = await request(s.port, '/pagina', { 'accept-encoding': 'identity' });
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(withBanner('Página pagina', banner)));

    // A page Next.js renders (the blog), gzipped by Next after the layer has the answer.
    const blog = await request(s.port, '/blog', { 'accept-encoding': 'gzip', accept: 'text/html' });
    expect(blog.headers['content-encoding']).toBe('gzip');
    expect(blog.text).toBe(withBanner('Página blog', banner));
    expect(blog.headers['content-security-policy']).toBe(policy('Página blog'));
    expect(blog.headers.etag).toMatch(/-s[\w-]+"$/);
    const confirmed = await request(s.port, '/blog', { accept: 'text/html', 'if-none-match': blog.headers.etag! });
    expect([confirmed.status, confirmed.headers.etag]).toEqual([304, blog.headers.etag]);
    const identityBlog = await request(s.port, '/blog', { accept: 'text/html' });
    expect(identityBlog.text).toBe(withBanner('Página blog', banner));
    // /estado renders its own, once.
    const estado = await request(s.port, '/estado', { 'accept-encoding': 'gzip' });
    expect(estado.text.split('data-status-banner').length).toBe(2);

    // Resolved: gone everywhere, and a copy with the banner is not confirmed.
    await request(s.port, '/incidencia');
    await until(async () => !(await request(s.port, '/pagina')).text.includes(banner), 'the banner gone');
    expect((await request(s.port, '/blog', { 'accept-encoding': 'gzip' })).text).toBe(page('Página blog'));
    const stale = await request(s.port, '/blog', { accept: 'text/html', 'if-none-match': blog.headers.etag! });
    expect([stale.status, stale.text]).toEqual([200, page('Página blog')]);
  });
});

describe('the banner and the splice', () => {
  it('reads the banner element of /estado, and nothing that is not one', () => {
    const banner = bannerOf('PMS');
    expect(bannerIn(page('Estado', banner))).toBe(banner);
    expect(bannerIn(page('Estado'))).toBe('');
    expect(bannerIn(page('Estado', banner.replace('</p>', '<script>x()</script></p>')))).toBe('');
  });

  it('goes right after <body …>, never into a page without a body or with its own banner', () => {
    const banner = Buffer.from(bannerOf('PMS'));
    expect(spliced('/x', Buffer.from(page('X')), banner)?.toString()).toBe(withBanner('X', bannerOf('PMS')));
    expect(spliced('/x', Buffer.from('<p>fragmento</p>'), banner)).toBeNull();
    expect(spliced('/x', Buffer.from('<bodyx><p>raro</p>'), banner)).toBeNull();
    expect(spliced('/x', Buffer.from(page('X', bannerOf('Otra'))), banner)).toBeNull();
    expect(spliced('/estado', Buffer.from(page('Estado')), banner)).toBeNull();
  });
});
