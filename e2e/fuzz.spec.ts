// Malformed requests across every /api/Data/* route: never a 5xx, never a crash, memory flat.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sampleAddresses } from '@/lib/testing/app-routes';

// Every /api/Data endpoint, as the file tree has them (lib/testing/app-routes.ts).
const ROUTES = sampleAddresses('/api/Data', 'route');
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
const TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  '',
  '*/*',
  'multipart/form-data; boundary=',
];

// A small deterministic generator, so a failure can be replayed.
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

function bodies(r: () => number): string[] {
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const rand = (n: number) => Array.from({ length: n }, () => String.fromCharCode(Math.floor(r() * 0xffff))).join('');
  return [
    '',
    '1',
    '-1',
    '1e309',
    '-0',
    'null',
    'true',
    '"5"',
    '[]',
    '{}',
    '{"id":"1 OR 1=1"}',
    '{"id_hotel":{"$gt":0}}',
    '{"id":1,"__proto__":{"admin":true}}',
    `{"id":${'['.repeat(500)}1${']'.repeat(500)}}`,
    'nombre=%ZZ&email=%',
    'email=a%40b.es&pass=' + 'x'.repeat(5000),
    'nombre=\r\nBcc: x@evil.example&email=a@b.es&consulta=hola&robot=true',
    '--xyz\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nAna\r\n--xyz--\r\n',
    '--xyz\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nAna',
    '\u0000\u0000\u0000',
    rand(200),
    pick(['{', '}', '[', ']', '"', '\\']).repeat(Math.floor(r() * 1000)),
    JSON.stringify({ id: r() * 1e6, fecha: rand(10), importe: 'NaN', descripcion: rand(50) }),
  ];
}

function serverRss(port: number): number {
  try {
    const pid = execFileSync('fuser', [`${port}/tcp`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split(/\s+/)[0];
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

test('thousands of malformed requests: no 5xx, the server stays up, memory stays flat', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const port = Number(new URL(baseURL!).port);
  const r = rng(20261122);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  let sent = 0;
  const failures: string[] = [];
  const rssSamples: number[] = [];
  const started = Date.now();
  for (let round = 0; round < 12 && Date.now() - started < 200_000; round++) {
    for (let i = 0; i < 250; i++) {
      const route = pick(ROUTES);
      const method = pick(METHODS);
      const body = pick(bodies(r));
      const headers: Record<string, string> = {};
      const type = pick(TYPES);
      if (type) headers['content-type'] = type;
      if (r() < 0.3) headers.origin = pick(['null', 'https://evil.example', baseURL!, 'http://localhost:1']);
      if (r() < 0.2) headers['sec-fetch-site'] = pick(['cross-site', 'same-origin', 'none']);
      if (r() < 0.3)
        headers.cookie = pick([
          'mille_session=garbage',
          'mille_session=Fe26.2**abc',
          `mille_session=${'a'.repeat(3000)}`,
          'CookieConsent=true',
        ]);
      if (r() < 0.2) headers['x-forwarded-for'] = pick(['1.2.3.4', 'not-an-ip', '::1, 8.8.8.8']);
      const res = await request.fetch(route, {
        method,
        headers,
        data: method === 'GET' || method === 'HEAD' ? undefined : body,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      sent++;
      if (res.status() >= 500)
        failures.push(`${method} ${route} ${JSON.stringify(body).slice(0, 80)} → ${res.status()}`);
    }
    rssSamples.push(serverRss(port));
  }
  expect(sent).toBeGreaterThanOrEqual(2000);
  expect(failures).toEqual([]);
  expect((await request.get('/api/health')).status()).toBe(200);
  // Flat: the last samples are not growing away from the early ones.
  const measured = rssSamples.filter((x) => x > 0);
  if (measured.length >= 6) {
    const early = Math.max(...measured.slice(1, 4));
    const late = Math.max(...measured.slice(-3));
    expect(late, `RSS samples ${measured.map((x) => x.toFixed(0)).join(', ')} MB`).toBeLessThan(early * 1.5 + 50);
  }
});
