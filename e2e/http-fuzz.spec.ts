// Requests as an attacker writes them, sent raw (node:net) to the production server: every
// method (TRACE, CONNECT, WebDAV, names Node does not know, what is no method name at all),
// paths that do not decode, absolute and odd request targets, odd headers and bodies, across
// every route. No answer is a 5xx, every one carries the security headers, none redirects to
// another host, and the server writes nothing but JSON log lines.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sampleAddresses } from '@/lib/testing/app-routes';

// The /api/Data contract, then every other route and page of app/, as the file tree has them
// (lib/testing/app-routes.ts), and what no file of app/ names: the framework's own addresses,
// metadata files, query strings, misspellings.
const API = sampleAddresses('/api/Data', 'route');
const OTHER = [
  ...sampleAddresses('/').filter((a) => !API.includes(a)),
  '/api/Data/NoExiste',
  '/soluciones/Othello',
  '/en/contact',
  '/',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/_next/image?url=/micuenta&w=64&q=75',
  '/_next/image?url=https://evil.example/x.png&w=64&q=75',
  '/_next/static/nada.js',
];
const MALFORMED = [
  '/%',
  '/%E0%A4%A',
  '/blog/%',
  '/api/Data/%',
  '/%ff',
  '/blog/%00',
  '/api/Data/GetNoticias%',
  '/index%0d%0aSet-Cookie:%20a=b',
  '//evil.example',
  '/\\evil.example',
  '/./../../etc/passwd',
  '/index?%',
  '/api/Data/GetNoticias/',
];
const TARGETS = ['http://evil.example/', 'https://evil.example/index', '*', 'evil.example:443', 'index'];
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
  'COPY',
  'LOCK',
  'SEARCH',
  'QUERY',
  'PURGE',
  'FOO',
  'BREW',
  'get',
  'G@T',
  'GET\tX',
];
const BODIES = [
  '',
  '1',
  '{"id":1}',
  'email=a%40b.es&pass=x',
  'nombre=%ZZ&email=%',
  `{"id":${'['.repeat(300)}1${']'.repeat(300)}}`,
  '\u0000\u0001\u001b[31m',
];
const HEADERS = [
  '',
  'Content-Type: application/json\r\n',
  'Content-Type: application/x-www-form-urlencoded\r\n',
  'Content-Type: multipart/form-data; boundary=\r\n',
  'Origin: https://evil.example\r\n',
  'X-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\n',
  'X-Mille-Method: TRACE\r\nX-Mille-Peer: 203.0.113.9\r\n',
  'Cookie: mille_session=Fe26.2**garbage\r\n',
  'Accept-Encoding: br\r\nRange: bytes=0-1\r\n',
  'If-None-Match: *\r\n',
  'Transfer-Encoding: chunked\r\n',
  'X-Bad: a\u0001b\r\n',
  `X-Big: ${'a'.repeat(20_000)}\r\n`,
  'Expect: 100-continue\r\n',
];
const SECURITY = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];
// The build's own files (scripts, styles, fonts) are no documents: nosniff alone (lib/http/security-headers.ts).
const BUILD_ASSET_SECURITY = ['x-content-type-options'];

function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
}

// From an address of its own on loopback: the limits its sign-ins and reset requests run into
// are then not those of the suites that follow (they come from 127.0.0.1).
const connect = (port: number) => net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });

/** Sends `text` on a fresh connection; the status and headers of the first answer, or null when the connection closed without one. */
function send(port: number, text: string): Promise<Answer | null> {
  return new Promise((resolve) => {
    const socket = connect(port);
    let data = '';
    const done = () => {
      socket.destroy();
      const head = data.split('\r\n\r\n')[0] ?? '';
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return resolve(null);
      const headers: Record<string, string> = {};
      for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      resolve({ status, headers });
    };
    socket.setTimeout(15_000, done);
    socket.on('data', (c) => {
      data += c.toString('latin1');
      // An interim 100 Continue is not the answer.
      if (/^HTTP\/1\.1 100 /.test(data)) data = data.slice(data.indexOf('\r\n\r\n') + 4);
      if (data.includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(Buffer.from(text, 'utf8'));
  });
}

test('a few thousand hostile requests: no 5xx, security headers on every answer, no redirect elsewhere, only JSON log lines', async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  const port = Number(new URL(baseURL!).port);
  const r = rng(20261125);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const failures: string[] = [];
  let sent = 0;
  let answered = 0;

  const one = async (i: number) => {
    const method = i < METHODS.length * 3 ? METHODS[i % METHODS.length]! : pick(METHODS);
    const roll = r();
    const target = roll < 0.45 ? pick(API) : roll < 0.75 ? pick(OTHER) : roll < 0.93 ? pick(MALFORMED) : pick(TARGETS);
    const body = method === 'GET' || method === 'HEAD' ? '' : pick(BODIES);
    const headers = pick(HEADERS);
    const payload = headers.startsWith('Transfer-Encoding')
      ? `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`
      : body;
    const length = headers.startsWith('Transfer-Encoding') ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`;
    const request = `${method} ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n${headers}${length}\r\n${payload}`;
    sent++;
    const answer = await send(port, request);
    const what = `${JSON.stringify(method)} ${JSON.stringify(target)} ${JSON.stringify(headers.slice(0, 40))}`;
    if (!answer) return void failures.push(`${what} → no answer`);
    answered++;
    if (answer.status >= 500) failures.push(`${what} → ${answer.status}`);
    const missing = (target.startsWith('/_next/static/') ? BUILD_ASSET_SECURITY : SECURITY).filter(
      (h) => !answer.headers[h],
    );
    if (missing.length) failures.push(`${what} → ${answer.status} without ${missing.join(', ')}`);
    if (answer.headers['strict-transport-security']) failures.push(`${what} → HSTS in demo mode`);
    const location = answer.headers.location;
    if (location && !location.startsWith('/') && !location.startsWith(`http://localhost:${port}/`))
      failures.push(`${what} → Location ${location}`);
    if (location?.startsWith('//')) failures.push(`${what} → Location ${location}`);
  };

  // Four at a time, as a few clients would.
  for (let i = 0; i < 3000; i += 4) await Promise.all([0, 1, 2, 3].map((k) => one(i + k)));

  expect(sent).toBeGreaterThanOrEqual(3000);
  expect(failures.slice(0, 30)).toEqual([]);
  expect(answered).toBe(sent);
  const health = await send(port, `GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  expect(health?.status).toBe(200);

  // The server's whole output so far (scripts/e2e-server.mjs keeps it): one JSON object per line.
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`);
  for (const file of ['server-stdout.log', 'server-stderr.log']) {
    const lines = readFileSync(path.join(dataDir, file), 'utf8')
      .split('\n')
      .filter((l) => l !== '');
    const notJson = lines.filter((l) => {
      try {
        return typeof JSON.parse(l) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson.slice(0, 10), file).toEqual([]);
    if (file === 'server-stdout.log') expect(lines.length).toBeGreaterThan(100); // the refusals were logged
  }
});

test("a request body sent too slowly is cut with 408 (REQUEST_TIMEOUT_MS), in the endpoint's format, and the server carries on", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  const timeoutMs = Number(process.env.E2E_REQUEST_TIMEOUT_MS ?? 4000);
  const started = Date.now();
  const answer = await new Promise<string>((resolve) => {
    const socket = connect(port);
    let data = '';
    socket.on('data', (c) => (data += c.toString()));
    socket.on('close', () => {
      clearInterval(drip);
      resolve(data);
    });
    socket.write(
      `POST /api/Data/NuevoContacto HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nnombre=`,
    );
    // A byte a second: never idle long enough for an idle timeout, never done.
    const drip = setInterval(() => !socket.destroyed && socket.write('a'), 1000);
  });
  const elapsed = Date.now() - started;
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer.toLowerCase()).toContain('x-frame-options: deny');
  expect(answer).toContain('{"error":"request-timeout"');
  expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 100);
  expect(elapsed).toBeLessThan(timeoutMs + 3000);
  expect(
    (await send(port, `GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`))?.status,
  ).toBe(200);
});
