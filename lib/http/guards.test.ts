import { describe, expect, it } from 'vitest';
import { readCapped, readForm, readJson, numberFromJson } from './body';
import { clientAddress, PEER_HEADER } from './client-address';
import { errorResponse, HttpError, refusals } from './errors';
import { isAllowedOrigin } from './origin';

const SITE = 'https://www.example.es';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/Data/X', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
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
  it('allows the site origin and requests without Origin (server-side clients)', () => {
    expect(isAllowedOrigin(h({ origin: SITE }), SITE, false)).toBe(true);
    expect(isAllowedOrigin(h({}), SITE, false)).toBe(true);
  });
  it('refuses a foreign origin, a null origin and cross-site fetches', () => {
    expect(isAllowedOrigin(h({ origin: 'https://evil.example' }), SITE, false)).toBe(false);
    expect(isAllowedOrigin(h({ origin: 'null' }), SITE, false)).toBe(false);
    expect(isAllowedOrigin(h({ 'sec-fetch-site': 'cross-site' }), SITE, false)).toBe(false);
    expect(isAllowedOrigin(h({ origin: `${SITE}.evil.example` }), SITE, false)).toBe(false);
  });
  it('accepts the addressed origin only in demo mode', () => {
    const headers = h({ origin: 'http://192.168.1.5:3000', host: '192.168.1.5:3000' });
    expect(isAllowedOrigin(headers, SITE, true)).toBe(true);
    expect(isAllowedOrigin(headers, SITE, false)).toBe(false);
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
    const url = await readForm(post('nombre=Ana&nombre=Eva&x=1', { 'content-type': 'application/x-www-form-urlencoded' }), 1000);
    expect(url).toEqual({ nombre: 'Ana', x: '1' });
    const fd = new FormData();
    fd.set('email', 'a@b.es');
    fd.set('file', new Blob(['zz']), 'f.txt');
    const multi = await readForm(new Request('http://x/', { method: 'POST', body: fd }), 10_000);
    expect(multi).toEqual({ email: 'a@b.es' });
  });
  it('refuses other content types with 415', async () => {
    expect(await status(readForm(post('{}', { 'content-type': 'application/json' }), 1000))).toBe(415);
    expect(await status(readJson(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' }), 1000))).toBe(415);
  });
  it('reads bare JSON values and objects holding them', async () => {
    expect(numberFromJson(await readJson(post('5', { 'content-type': 'application/json' }), 100), ['id_hotel'])).toBe(5);
    expect(numberFromJson(await readJson(post('{"id_hotel":7}', { 'content-type': 'application/json' }), 100), ['id_hotel'])).toBe(7);
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
    expect(clientAddress(new Headers({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.1' }), 2)).toBe('203.0.113.7');
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
  it('never leaks internal messages', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const res = errorResponse(new Error('SQLITE_CANTOPEN /secret/path'), 'json');
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain('secret');
      const res2 = errorResponse(new Error('boom'), 'text');
      expect(await res2.text()).toBe('Lo sentimos, no podemos atenderte en este momento');
    } finally {
      console.error = original;
    }
  });
});
