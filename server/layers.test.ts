// Each layer says at start whether it is on, and those that read Next.js' build turn themselves
// off with a warning naming what changed (another Next.js, a missing or unknown manifest), never
// silently; what they record is what /api/health reports.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticCsp } from '../lib/http/security-headers';
import { LAYERS } from './layer-names';
import { VERIFIED_NEXT_VERSION } from './next-build';
import { bundledPreload, fakeNextPackage, startLayered } from './test-support';

const preload = bundledPreload();

// Like Next's server.js: answers what reaches it, and shows the layers' record (as the app reads it).
const fakeServer = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  if (req.url === '/layers') return res.end(JSON.stringify(globalThis[Symbol.for('mille.server-layers')]));
  res.end('next answered ' + req.method);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ event: 'test.port', port: server.address().port }) + '\\n'));
`;

const routesManifest = {
  version: 3,
  headers: [
    { source: '/:path*', regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    {
      source: '/((?!login).*)',
      regex: '^(?:/((?!login).*))(?:/)?$',
      headers: [{ key: 'Content-Security-Policy', value: staticCsp() }],
    },
  ],
  staticRoutes: [
    { page: '/pagina', regex: '^/pagina(?:/)?$' },
    { page: '/api/Data/GetNoticias', regex: '^/api/Data/GetNoticias(?:/)?$' },
  ],
  dynamicRoutes: [],
  redirects: [],
};
const prerenderManifest = {
  version: 4,
  routes: { '/pagina': { routeType: 'page', initialRevalidateSeconds: false, dataRoute: '/pagina.rsc' } },
};

interface Build {
  /** The HTML of the never-revalidated page (null: not in the build). */
  html?: null;
  next?: string | null;
  routes?: object | null;
  prerender?: object | null;
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Starts the stand-in on a build shaped by `build`; resolves once it listens, with its log lines. */
async function start(build: Build) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-layers-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'server.js'), fakeServer);
  mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'app.js.br'), brotliCompressSync('x'));
  if (build.routes !== null)
    writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify(build.routes ?? routesManifest));
  if (build.prerender !== null)
    writeFileSync(
      path.join(dir, '.next', 'prerender-manifest.json'),
      JSON.stringify(build.prerender ?? prerenderManifest),
    );
  mkdirSync(path.join(dir, '.next', 'server', 'app'), { recursive: true });
  if (build.html !== null)
    writeFileSync(path.join(dir, '.next', 'server', 'app', 'pagina.html'), '<!DOCTYPE html><p>pagina</p>');
  if (build.next !== null) fakeNextPackage(dir, build.next ?? VERIFIED_NEXT_VERSION);
  const { port, logged: lines } = await startLayered(dir, preload, children);
  const said = () => lines().filter((l) => l.event === 'server.layer' || l.event === 'server.layer-off');
  return { port, said, get: (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${p}`, init) };
}

const NEXT_LAYERS = [
  'brotli-assets',
  'compressed-answers',
  'manifest-contexts',
  'prerendered-pages',
  'request-guard',
  'script-hashes',
  'security-headers',
  'status-banner',
];

describe('the server layers at start', () => {
  it('on the verified Next.js and a build it understands, each says once that it is on', async () => {
    const s = await start({});
    expect(
      s
        .said()
        .map((l) => [l.layer, l.on, l.level])
        .sort(),
    ).toEqual(LAYERS.map((name) => [name, true, 'info']).sort());
    expect(await (await s.get('/layers')).json()).toMatchObject(
      Object.fromEntries(LAYERS.map((name) => [name, { on: true }])),
    );
    // The guard is on: a method no route serves is refused before Next.js.
    expect((await s.get('/pagina', { method: 'PROPFIND' })).status).toBe(405);
  });

  it('on another Next.js, the layers that read its build turn themselves off with a warning naming both versions', async () => {
    const s = await start({ next: '17.0.0' });
    const off = s.said().filter((l) => l.event === 'server.layer-off');
    expect(off.map((l) => l.layer).sort()).toEqual(NEXT_LAYERS);
    for (const l of off) {
      expect(l.level).toBe('warn');
      expect(l.problem).toContain(`Next.js is 17.0.0, verified against ${VERIFIED_NEXT_VERSION}`);
    }
    // The others stay on.
    expect(
      s
        .said()
        .filter((l) => l.on)
        .map((l) => l.layer)
        .sort(),
    ).toEqual(LAYERS.filter((n) => !NEXT_LAYERS.includes(n)).sort());
    const record = (await (await s.get('/layers')).json()) as Record<string, { on: boolean }>;
    expect(record['request-guard']!.on).toBe(false);
    // Off means Next.js answers: the method reaches it.
    expect(await (await s.get('/pagina', { method: 'PROPFIND' })).text()).toBe('next answered PROPFIND');
  });

  it('without a Next.js package to read the version from, the same layers turn off, saying so', async () => {
    const s = await start({ next: null });
    const off = s.said().filter((l) => l.event === 'server.layer-off');
    expect(off.map((l) => l.layer).sort()).toEqual(NEXT_LAYERS);
    expect(off[0]!.problem).toMatch(/Next\.js version not found/);
  });

  it('a missing routes-manifest.json turns off the layers reading it, naming the file', async () => {
    const s = await start({ routes: null });
    const off = s.said().filter((l) => l.event === 'server.layer-off');
    expect(off.map((l) => l.layer).sort()).toEqual([
      'brotli-assets',
      'compressed-answers',
      'request-guard',
      'script-hashes',
      'security-headers',
      'status-banner',
    ]);
    for (const l of off) expect(l.problem).toContain('routes-manifest.json is missing');
  });

  it('a manifest in another format turns its layer off, naming the format versions', async () => {
    const s = await start({
      prerender: { ...prerenderManifest, version: 5 },
      routes: { ...routesManifest, headers: 'none' },
    });
    const off = Object.fromEntries(
      s
        .said()
        .filter((l) => l.event === 'server.layer-off')
        .map((l) => [l.layer, l.problem]),
    );
    expect(off['prerendered-pages']).toBe('prerender-manifest.json has format version 5, expected 4');
    expect(off['request-guard']).toMatch(
      /^routes-manifest.json lacks headers, staticRoutes, dynamicRoutes or redirects/,
    );
  });

  it("without the HTML of a never-revalidated page to read the site's own scripts from, script-hashes turns off, saying so", async () => {
    const s = await start({ html: null });
    const off = s.said().filter((l) => l.event === 'server.layer-off');
    expect(off.map((l) => [l.layer, l.problem])).toEqual([
      ['script-hashes', expect.stringContaining('no HTML of a never-revalidated page') as string],
      // The banner goes into the HTML where script-hashes holds it: off with it.
      ['status-banner', expect.stringContaining('no HTML of a never-revalidated page') as string],
    ]);
  });
});
