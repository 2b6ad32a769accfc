// The preload's answers in the service's format (request-guard.ts, security-headers.ts,
// timeouts.ts, console-json.ts) around a stand-in server.js with a build's manifests: what a
// client sees for methods no route serves, paths that do not decode, absolute request targets,
// what Node's parser refuses, slow senders; HSTS by mode; and one JSON line per log event.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledPreload, fakeNextPackage, until } from './test-support';

const preload = bundledPreload();

// Like Next's server.js: echoes what reached it; an /api route answering OPTIONS as
// lib/http/methods.ts does; a route that logs like Next.js does (banner, an error with its stack).
const fakeServer = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  if (req.url === '/log') {
    console.log('▲ Next.js 16.4.6');
    console.error(' ⨯', new TypeError("'TRACE' HTTP method is unsupported."));
    return res.end('logged');
  }
  if (req.url.startsWith('/api/') && req.method === 'OPTIONS' && req.headers['x-mille-method']) {
    const body = JSON.stringify({ error: 'method-not-allowed', refused: req.headers['x-mille-method'] });
    res.writeHead(405, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), allow: 'POST, OPTIONS' });
    return res.end(body);
  }
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    res.setHeader('X-Frame-Options', 'DENY');
    res.end(JSON.stringify({ method: req.method, url: req.url, marker: req.headers['x-mille-method'] ?? null, body }));
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ event: 'test.port', port: server.address().port }) + '\\n'));
`;

const COMMON = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
];
const manifest = {
  version: 3,
  headers: [
    { source: '/:path*', regex: '^(?:/(.*))?$', headers: COMMON },
    {
      source: '/((?!login|micuenta).*)',
      regex: '^(?:/((?!login|micuenta).*))(?:/)?$',
      headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }],
    },
  ],
  staticRoutes: [
    { page: '/pagina', regex: '^/pagina(?:/)?$' },
    { page: '/api/Data/X', regex: '^/api/Data/X(?:/)?$' },
    { page: '/_not-found', regex: '^/_not\\-found(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/[...path]', regex: '^/api/(.+?)(?:/)?$' },
    { page: '/blog/[slug]', regex: '^/blog/([^/]+?)(?:/)?$' },
    { page: '/[...rest]', regex: '^/(.+?)(?:/)?$' },
  ],
  redirects: [
    { source: '/:path+/', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$', internal: true },
    { source: '/', regex: '^/$', destination: '/index' },
  ],
};
const NOT_FOUND_PAGE = '<!DOCTYPE html><html lang="es"><body><h1>Página no encontrada</h1></body></html>';
const REFUSAL_PAGE = '<!DOCTYPE html><html lang="es"><body><h1>Solicitud no válida</h1></body></html>';

interface Running {
  port: number;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const dirs: string[] = [];
const children: ChildProcess[] = [];

function spawnServer(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-answers-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'server.js'), fakeServer);
  mkdirSync(path.join(dir, '.next', 'server', 'app'), { recursive: true });
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  writeFileSync(path.join(dir, 'public', 'favicon.ico'), 'icon');
  writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify(manifest));
  fakeNextPackage(dir);
  writeFileSync(path.join(dir, '.next', 'server', 'app', '_not-found.html'), NOT_FOUND_PAGE);
  writeFileSync(path.join(dir, '.next', 'server', 'app', 'solicitud-no-valida.html'), REFUSAL_PAGE);
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['APP_ENV', 'REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS']) delete base[name];
  const child = spawn(process.execPath, ['-r', preload, 'server.js'], { cwd: dir, env: { ...base, ...env } });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => out, stderr: () => err };
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const s = spawnServer(env);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /"test\.port","port":(\d+)/.exec(s.stdout());
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 20);
    void s.exited.then(() => reject(new Error(`exited early: ${s.stdout()} ${s.stderr()}`)));
  });
  return { port, stdout: s.stdout, stderr: s.stderr, exited: s.exited };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

/** Sends `parts` as they are (a pause between them), and reads the answer until the server closes or `Connection: close` completes it. */
function raw(port: number, parts: string[], pauseMs = 0): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (c) => (data += c.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(data)}`));
      resolve({
        status,
        headers,
        body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8'),
        ms: Date.now() - started,
      });
    });
    void (async () => {
      for (const [i, part] of parts.entries()) {
        // The pace of a slow client: what the test sends, not a wait for the server.
        if (i > 0 && pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        if (socket.destroyed) return;
        socket.write(part);
      }
    })();
  });
}

const get = (port: number, line: string, headers = '') =>
  raw(port, [`${line}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${headers}\r\n`]);

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

function expectSecurityHeaders(answer: Answer, what: string) {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
}

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('methods no route serves', () => {
  it('under /api: passed on as OPTIONS with the method it had, for the route to refuse in its own format', async () => {
    const s = await start();
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const a = await get(s.port, `${method} /api/Data/X HTTP/1.1`);
      expect([method, a.status, a.headers.allow, JSON.parse(a.body)]).toEqual([
        method,
        405,
        'POST, OPTIONS',
        { error: 'method-not-allowed', refused: method },
      ]);
      expectSecurityHeaders(a, method);
    }
    // A client cannot pass the marker itself.
    const forged = await get(s.port, 'GET /api/Data/X HTTP/1.1', 'X-Mille-Method: TRACE\r\n');
    expect(JSON.parse(forged.body)).toMatchObject({ method: 'GET', marker: null });
  });

  it("elsewhere: 405 with Allow on a page, a file or a redirect of the build, 404 on anything else, as the site's pages", async () => {
    const s = await start();
    for (const target of ['/pagina', '/blog/un-articulo', '/favicon.ico', '/']) {
      const a = await get(s.port, `TRACE ${target} HTTP/1.1`);
      expect([target, a.status, a.headers.allow, a.body]).toEqual([target, 405, 'GET, HEAD', REFUSAL_PAGE]);
      expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(a.headers['content-security-policy']).toBe("default-src 'self'");
      expectSecurityHeaders(a, target);
    }
    for (const target of ['/no-existe', '/blog/a/b']) {
      const a = await get(s.port, `TRACE ${target} HTTP/1.1`);
      expect([target, a.status, a.headers.allow, a.body]).toEqual([target, 404, undefined, NOT_FOUND_PAGE]);
      expectSecurityHeaders(a, target);
    }
  });

  it('a file of the build asked with another method than GET or HEAD: 405 (Next.js fails on it)', async () => {
    const s = await start();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const a = await get(s.port, `${method} /favicon.ico HTTP/1.1`, 'Content-Length: 0\r\n');
      expect([method, a.status, a.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
      expectSecurityHeaders(a, method);
    }
    expect(JSON.parse((await get(s.port, 'POST /pagina HTTP/1.1', 'Content-Length: 0\r\n')).body)).toMatchObject({
      method: 'POST',
    });
  });

  it('CONNECT and method names Node does not know get the same answers; what is not a method name gets 400', async () => {
    const s = await start();
    const cases: Array<[string, number, string | undefined]> = [
      ['CONNECT /pagina HTTP/1.1', 405, 'GET, HEAD'],
      ['CONNECT /api/Data/X HTTP/1.1', 405, 'POST, OPTIONS'],
      ['FOO /pagina HTTP/1.1', 405, 'GET, HEAD'],
      ['FOO /no-existe HTTP/1.1', 404, undefined],
      ['BREW /api/Data/X HTTP/1.1', 405, 'POST, OPTIONS'],
      ['CONNECT evil.example:443 HTTP/1.1', 400, undefined],
      ['G@T /pagina HTTP/1.1', 400, undefined],
      ['GET /pagina HTTP/9.9', 400, undefined],
    ];
    for (const [line, status, allow] of cases) {
      const a = await get(s.port, line);
      expect([line, a.status, a.headers.allow]).toEqual([line, status, allow]);
      expectSecurityHeaders(a, line);
    }
    const big = await get(s.port, 'GET /api/Data/X HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}\r\n`);
    expect([big.status, big.headers['content-type']]).toEqual([431, 'application/json; charset=utf-8']);
    expectSecurityHeaders(big, 'headers too large');
  });
});

describe('paths that do not decode and absolute request targets', () => {
  it("a path that does not decode (bad percent-encoding, control characters) gets 400 (JSON under /api, the site's page elsewhere) and one log line", async () => {
    const s = await start();
    for (const target of ['/%', '/%E0%A4%A', '/blog/%', '/%ff', '/blog/%00', '/index%0A']) {
      const a = await get(s.port, `GET ${target} HTTP/1.1`);
      expect([target, a.status, a.body]).toEqual([target, 400, REFUSAL_PAGE]);
      expectSecurityHeaders(a, target);
    }
    const api = await get(s.port, 'GET /api/Data/% HTTP/1.1');
    expect([api.status, JSON.parse(api.body)]).toEqual([400, { error: 'bad-request', message: 'Solicitud no válida' }]);
    expectSecurityHeaders(api, '/api/Data/%');
    // A well-formed one, and a bad one in the query only, still reach the app.
    expect(JSON.parse((await get(s.port, 'GET /blog/%C3%B1?a=% HTTP/1.1')).body)).toMatchObject({
      url: '/blog/%C3%B1?a=%',
    });
    const logged = jsonLines(s.stdout()).filter((l) => l.event === 'http.bad-request');
    expect(logged.map((l) => l.path)).toEqual([
      '/%',
      '/%E0%A4%A',
      '/blog/%',
      '/%ff',
      '/blog/%00',
      '/index%0A',
      '/api/Data/%',
    ]);
  });

  it('an absolute request target for another host gets 400 and never a redirect; for this host it is its path', async () => {
    const s = await start();
    for (const target of ['http://evil.example/', 'https://evil.example/pagina', '*']) {
      const a = await get(s.port, `GET ${target} HTTP/1.1`);
      expect([target, a.status, a.headers.location]).toEqual([target, 400, undefined]);
      expectSecurityHeaders(a, target);
    }
    const own = await get(s.port, `GET http://127.0.0.1:${s.port}/pagina?x=1 HTTP/1.1`);
    expect(JSON.parse(own.body)).toMatchObject({ method: 'GET', url: '/pagina?x=1' });
  });
});

describe('security headers by mode', () => {
  const answers = async (port: number) => [
    await get(port, 'GET /pagina HTTP/1.1'),
    await get(port, 'GET /% HTTP/1.1'),
    await get(port, 'TRACE /pagina HTTP/1.1'),
    await get(port, 'G@T / HTTP/1.1'),
  ];

  it('on paths with empty segments too', async () => {
    const s = await start();
    expectSecurityHeaders(await get(s.port, 'GET //evil.example HTTP/1.1'), '//evil.example');
  });

  it('HSTS on every answer in production', async () => {
    const s = await start({ APP_ENV: 'production' });
    for (const a of await answers(s.port)) {
      expect(a.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expectSecurityHeaders(a, String(a.status));
    }
  });

  it('no HSTS in demo mode (served over plain HTTP)', async () => {
    const s = await start();
    for (const a of await answers(s.port)) {
      expect(a.headers['strict-transport-security']).toBeUndefined();
      expectSecurityHeaders(a, String(a.status));
    }
  });
});

describe('request timeouts', () => {
  it('cuts a body sent too slowly with 408 after REQUEST_TIMEOUT_MS', async () => {
    const s = await start({ REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '400' });
    const head = `POST /api/Data/NuevoContacto HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`;
    // One byte every 100 ms: never idle, never done.
    const a = await raw(s.port, [head, ...Array.from({ length: 100 }, () => 'a')], 100);
    expect(a.status).toBe(408);
    expect(a.ms).toBeGreaterThanOrEqual(700);
    expect(a.ms).toBeLessThan(2500);
    expect(JSON.parse(a.body)).toEqual({ error: 'request-timeout', message: 'La solicitud tardó demasiado en llegar' });
    expectSecurityHeaders(a, '408');
    expect(jsonLines(s.stdout()).filter((l) => l.event === 'http.timeout')).toHaveLength(1);
  });

  it('cuts headers sent too slowly after HEADERS_TIMEOUT_MS', async () => {
    const s = await start({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '500' });
    const a = await raw(
      s.port,
      ['GET /pagina HTTP/1.1\r\n', ...Array.from({ length: 100 }, (_, i) => `X-${i}: a\r\n`)],
      100,
    );
    expect(a.status).toBe(408);
    expect(a.ms).toBeLessThan(2000);
    expectSecurityHeaders(a, '408');
  });

  it('a request sent in time is answered as before', async () => {
    const s = await start({ REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '400' });
    const a = await raw(
      s.port,
      [`POST /x HTTP/1.1\r\nHost: h\r\nConnection: close\r\nContent-Length: 3\r\n\r\n`, 'a', 'b', 'c'],
      100,
    );
    expect(JSON.parse(a.body)).toMatchObject({ body: 'abc' });
  });

  it('refuses to start on a value that is not a number of milliseconds in range', async () => {
    for (const [name, value] of [
      ['REQUEST_TIMEOUT_MS', 'abc'],
      ['REQUEST_TIMEOUT_MS', '0'],
      ['HEADERS_TIMEOUT_MS', '1e3'],
      ['HEADERS_TIMEOUT_MS', '40000'], // above the request timeout's default 30 s
    ] as const) {
      const s = spawnServer({ [name]: value });
      expect(await s.exited, `${name}=${value}`).toBe(1);
      expect(s.stderr()).toContain(name);
    }
  });
});

describe('log output', () => {
  it('console output of the server (Next.js banner, caught errors with stacks) becomes one JSON line each', async () => {
    const s = await start();
    await get(s.port, 'GET /log HTTP/1.1');
    await get(s.port, 'GET /% HTTP/1.1');
    await until(
      () => s.stdout().includes('"server.console"') && s.stderr().includes('"server.console"'),
      'the console lines',
    );
    const out = jsonLines(s.stdout());
    const err = jsonLines(s.stderr());
    expect(out.find((l) => l.event === 'server.console')).toMatchObject({ level: 'info', msg: '▲ Next.js 16.4.6' });
    const error = err.find((l) => l.event === 'server.console')!;
    expect(error).toMatchObject({
      level: 'error',
      msg: "⨯ TypeError: 'TRACE' HTTP method is unsupported.",
      err: { type: 'TypeError' },
    });
    expect(String((error.err as { stack: string }).stack)).toContain('\n    at ');
  });
});
