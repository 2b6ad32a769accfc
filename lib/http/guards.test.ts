import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readCapped, readForm, readJson, numberFromJson } from './body';
import { clientAddress, PEER_HEADER } from './client-address';
import { logToForTests } from '@/lib/log';
import { errorResponse, HttpError, refusals } from './errors';
import { addressedOrigin, isAllowedOrigin } from './origin';

const SITE = 'https://www.example.es';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/Data/X', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

async function status(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (e) {
    return (e as HttpError).status;
  }
}

describe('origin check', () => {
  const h = (o: Record<string, string>) => new Headers(o);
  const production = { siteUrl: SITE, acceptAddressedOrigin: false, trustProxyHops: 0 };
  const demo = { siteUrl: 'http://localhost:3000', acceptAddressedOrigin: true, trustProxyHops: 0 };
  const demoBehindProxy = { ...demo, trustProxyHops: 1 };

  it('allows the site origin and requests without Origin (server-side clients)', () => {
    expect(isAllowedOrigin(h({ origin: SITE }), production)).toBe(true);
    expect(isAllowedOrigin(h({}), production)).toBe(true);
  });
  it('refuses a foreign origin, a null origin and cross-site fetches', () => {
    expect(isAllowedOrigin(h({ origin: 'https://evil.example' }), production)).toBe(false);
    expect(isAllowedOrigin(h({ origin: 'null' }), production)).toBe(false);
    expect(isAllowedOrigin(h({ 'sec-fetch-site': 'cross-site' }), production)).toBe(false);
    expect(isAllowedOrigin(h({ origin: `${SITE}.evil.example` }), production)).toBe(false);
  });
  it('accepts the addressed origin only in demo mode', () => {
    const headers = h({ origin: 'http://192.168.1.5:3000', host: '192.168.1.5:3000' });
    expect(isAllowedOrigin(headers, demo)).toBe(true);
    expect(isAllowedOrigin(headers, production)).toBe(false);
  });
  it('in demo mode accepts the local names the demo is opened with', () => {
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'app.localhost:3000',
      `${hostname()}:3000`,
      `${hostname()}.local:3000`,
    ]) {
      expect(isAllowedOrigin(h({ origin: `http://${host}`, host }), demo), host).toBe(true);
    }
    // SITE_URL's host on another port (a demo given a public name).
    expect(
      isAllowedOrigin(h({ origin: 'http://demo.millehotel.es:8080', host: 'demo.millehotel.es:8080' }), {
        ...demo,
        siteUrl: 'https://demo.millehotel.es',
      }),
    ).toBe(true);
  });
  it('never believes X-Forwarded-Host/-Proto without a configured proxy, in any mode', () => {
    const forged = h({
      origin: 'http://evil.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(isAllowedOrigin(forged, demo)).toBe(false);
    expect(isAllowedOrigin(forged, production)).toBe(false);
    expect(isAllowedOrigin(forged, { ...production, trustProxyHops: 1 })).toBe(false);
    expect(addressedOrigin(forged, 0)).toBe('http://localhost:3000');
  });
  it('believes them behind a configured proxy, for local names only', () => {
    const proxied = h({
      origin: 'https://localhost:8443',
      host: 'app:3000',
      'x-forwarded-host': 'localhost:8443',
      'x-forwarded-proto': 'https',
    });
    expect(addressedOrigin(proxied, 1)).toBe('https://localhost:8443');
    expect(isAllowedOrigin(proxied, demoBehindProxy)).toBe(true);
    expect(isAllowedOrigin(proxied, demo)).toBe(false);
    const evil = h({
      origin: 'http://evil.example',
      host: 'app:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(isAllowedOrigin(evil, demoBehindProxy)).toBe(false);
  });
  it('refuses a foreign Host (DNS rebinding) even when Origin matches it', () => {
    expect(isAllowedOrigin(h({ origin: 'http://evil.example:3000', host: 'evil.example:3000' }), demo)).toBe(false);
    expect(
      isAllowedOrigin(h({ origin: 'http://localhost.evil.example:3000', host: 'localhost.evil.example:3000' }), demo),
    ).toBe(false);
    expect(isAllowedOrigin(h({ origin: 'http://127.0.0.1.nip.io:3000', host: '127.0.0.1.nip.io:3000' }), demo)).toBe(
      false,
    );
  });
  it('refuses an addressed origin on another port or protocol, or a Host that is not a host', () => {
    expect(isAllowedOrigin(h({ origin: 'http://localhost:3001', host: 'localhost:3000' }), demo)).toBe(false);
    expect(isAllowedOrigin(h({ origin: 'https://127.0.0.1:3000', host: '127.0.0.1:3000' }), demo)).toBe(false);
    expect(addressedOrigin(h({ host: 'user@evil.example' }), 0)).toBeNull();
    expect(addressedOrigin(h({ host: 'localhost/x' }), 0)).toBeNull();
    expect(
      addressedOrigin(h({ host: 'x', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'javascript' }), 1),
    ).toBeNull();
  });
});

describe('body cap', () => {
  it('refuses a declared length over the cap before reading', async () => {
    expect(await status(readCapped(post('x', { 'content-length': '70000' }), 65536))).toBe(413);
  });
  it('refuses a streamed body that grows past the cap', async () => {
    const big = new ReadableStream({
      start(c) {
        for (let i = 0; i < 10; i++) c.enqueue(new Uint8Array(10_000));
        c.close();
      },
    });
    expect(await status(readCapped(post(big), 65536))).toBe(413);
  });
  it('answers a body cut off by the client as a refusal, not a server error', async () => {
    const cut = new ReadableStream({
      start(c) {
        c.enqueue(new Uint8Array(10));
        c.error(new Error('aborted'));
      },
    });
    const error = await readCapped(post(cut), 65536).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('client-aborted');
  });
  it('reads a body at the cap', async () => {
    const bytes = await readCapped(post('a'.repeat(100)), 100);
    expect(bytes.byteLength).toBe(100);
  });
});

describe('content types', () => {
  it('reads urlencoded and multipart forms, first value wins, files ignored', async () => {
    const url = await readForm(
      post('nombre=Ana&nombre=Eva&x=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      1000,
    );
    expect(url).toEqual({ nombre: 'Ana', x: '1' });
    const fd = new FormData();
    fd.set('email', 'a@b.es');
    fd.set('file', new Blob(['zz']), 'f.txt');
    const multi = await readForm(new Request('http://x/', { method: 'POST', body: fd }), 10_000);
    expect(multi).toEqual({ email: 'a@b.es' });
  });
  it('refuses other content types with 415', async () => {
    expect(await status(readForm(post('{}', { 'content-type': 'application/json' }), 1000))).toBe(415);
    expect(await status(readJson(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' }), 1000))).toBe(
      415,
    );
  });
  it('reads bare JSON values and objects holding them', async () => {
    expect(numberFromJson(await readJson(post('5', { 'content-type': 'application/json' }), 100), ['id_hotel'])).toBe(
      5,
    );
    expect(
      numberFromJson(await readJson(post('{"id_hotel":7}', { 'content-type': 'application/json' }), 100), ['id_hotel']),
    ).toBe(7);
    expect(numberFromJson(-1, ['id'])).toBe(-1);
    expect(() => numberFromJson({ other: 1 }, ['id'])).toThrow(HttpError);
    expect(() => numberFromJson(1.5, ['id'])).toThrow(HttpError);
    expect(await status(readJson(post('{nope', { 'content-type': 'application/json' }), 100))).toBe(400);
  });
});

describe('client address', () => {
  it('uses the socket peer and ignores X-Forwarded-For without trusted proxies', () => {
    const h = new Headers({ [PEER_HEADER]: '10.0.0.9', 'x-forwarded-for': '1.2.3.4' });
    expect(clientAddress(h, 0)).toBe('10.0.0.9');
  });
  it('takes the address the trusted proxies saw', () => {
    const h = new Headers({ [PEER_HEADER]: '10.0.0.1', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(clientAddress(h, 1)).toBe('203.0.113.7');
    expect(
      clientAddress(new Headers({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.1' }), 2),
    ).toBe('203.0.113.7');
  });
  it('never trusts more hops than the chain has', () => {
    expect(clientAddress(new Headers({ [PEER_HEADER]: '10.0.0.1' }), 3)).toBe('10.0.0.1');
  });
});

describe('error mapper', () => {
  it('answers refusals in the endpoint format', async () => {
    const text = errorResponse(refusals.tooLarge(), 'text');
    expect(text.status).toBe(413);
    expect(text.headers.get('content-type')).toContain('text/plain');
    const json = errorResponse(refusals.unauthenticated(), 'json');
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ error: 'no-session', message: 'Sesión no iniciada o caducada' });
  });
  it('never leaks internal messages, and logs them as one JSON line of the service log', async () => {
    const lines: string[] = [];
    logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) });
    try {
      const res = errorResponse(new Error('SQLITE_CANTOPEN /secret/path'), 'json');
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain('secret');
      const res2 = errorResponse(new Error('boom'), 'text');
      expect(await res2.text()).toBe('Lo sentimos, no podemos atenderte en este momento');
      // Already logged by the route wrapper: not twice.
      errorResponse(new Error('once'), 'json', { logged: true });
    } finally {
      logToForTests(process.stdout);
    }
    const logged = lines.map(
      (l) => JSON.parse(l) as { level: string; event: string; err: { message: string; stack: string } },
    );
    expect(logged.map((l) => [l.level, l.event, l.err.message])).toEqual([
      ['error', 'api.error', 'SQLITE_CANTOPEN /secret/path'],
      ['error', 'api.error', 'boom'],
    ]);
    expect(logged[0]!.err.stack).toContain('guards.test.ts');
  });
});
