// Every /api route answers the methods it does not serve with 405 in its own format and `Allow`
// (CONTRACT.md), including the methods the server preload passes on as OPTIONS (TRACE, PROPFIND…).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFUSED_METHOD_HEADER as PRELOAD_REFUSED_METHOD_HEADER } from '@/server/request-guard';
import { APP_DIR, appRoutes } from '@/lib/testing/app-routes';
import { otherMethods, REFUSED_METHOD_HEADER } from './methods';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Every route file of app/api (the catch-all answers every method with 404: no route to refuse for). */
const ROUTES = appRoutes('route').filter((r) => r.pattern.startsWith('/api/') && r.pattern !== '/api/[...path]');

/** The contract's method for each /api/Data endpoint, from its rows in docs/CONTRACT.md ("| `POST LoginUsuario` |"). */
const CONTRACT = Object.fromEntries(
  [...readFileSync(path.resolve(APP_DIR, '../docs/CONTRACT.md'), 'utf8').matchAll(/^\| `(GET|POST) (\w+)`/gm)].map(
    (m) => [`/api/Data/${m[2]}`, m[1]!],
  ),
);
const FORMATS = {
  json: {
    type: 'application/json; charset=utf-8',
    body: JSON.stringify({ error: 'method-not-allowed', message: 'Método no permitido' }),
  },
  text: { type: 'text/plain; charset=utf-8', body: 'Método no permitido' },
  /** The back office's and the customer's security calls (lib/http/answer.ts). */
  answer: {
    type: 'application/json; charset=utf-8',
    body: JSON.stringify({ ok: false, error: 'method-not-allowed', message: 'Método no permitido' }),
  },
};
/** The calls that answer in the back office's shape, refusals included (the customer's own settings, team and mail choices too). */
const ANSWERS = /^\/api\/(gestion|cuenta\/(seguridad|ajustes|equipo|datos|avisos))(\/|$)/;

type Handler = (req: Request) => Promise<Response>;
const request = (route: string, method: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${route}`, { method: method === 'HEAD' ? 'GET' : method, headers });

describe('methods a route does not serve', () => {
  it('the preload marks the refused method with the header the routes read', () => {
    expect(PRELOAD_REFUSED_METHOD_HEADER).toBe(REFUSED_METHOD_HEADER);
  });

  it('every /api/Data endpoint is a row of the contract, and every row a route file', () => {
    expect(
      ROUTES.map((r) => r.pattern)
        .filter((p) => p.startsWith('/api/Data/'))
        .sort(),
    ).toEqual(Object.keys(CONTRACT).sort());
  });

  for (const { file, pattern } of ROUTES) {
    it(`${pattern}: 405 in its own format with Allow for every method it does not serve`, async () => {
      const mod = (await import(/* @vite-ignore */ path.join(APP_DIR, file))) as Record<string, Handler | undefined>;
      // What the route says it serves; the contract fixes it for the /api/Data endpoints.
      const options = await mod.OPTIONS!(request(pattern, 'OPTIONS'));
      const allow = options.headers.get('allow') ?? '';
      expect(options.status).toBe(204);
      const contract = CONTRACT[pattern];
      if (contract) expect(allow).toBe(contract === 'GET' ? 'GET, HEAD, OPTIONS' : 'POST, OPTIONS');
      expect(allow).toMatch(/^(GET, HEAD, )?(POST, )?OPTIONS$/);
      expect(allow).not.toBe('OPTIONS');
      const allowed = allow.split(', ');
      // Its format is the one of its first refusal; every refusal keeps it.
      let format: (typeof FORMATS)[keyof typeof FORMATS] | undefined;
      for (const method of METHODS) {
        // Next.js answers HEAD with GET when the file has no HEAD of its own.
        const handler = mod[method] ?? (method === 'HEAD' ? mod.GET : undefined);
        expect(handler, `${pattern} ${method}`).toBeTypeOf('function');
        if (allowed.includes(method)) continue;
        const res = await handler!(request(pattern, method));
        expect([method, res.status, res.headers.get('allow')]).toEqual([method, 405, allow]);
        const body = await res.text();
        format ??= Object.values(FORMATS).find((f) => f.type === res.headers.get('content-type') && f.body === body);
        expect([method, res.headers.get('content-type'), body]).toEqual([method, format?.type, format?.body]);
        expect(format === FORMATS.answer, pattern).toBe(ANSWERS.test(pattern));
      }
      // "Its own format": the one its other refusals have, as a cross-origin write's 403.
      if (allowed.includes('POST')) {
        const foreign = await mod.POST!(
          request(pattern, 'POST', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
        );
        expect([foreign.status, foreign.headers.get('content-type')]).toEqual([403, format?.type]);
      }
      const traced = await mod.OPTIONS!(request(pattern, 'OPTIONS', { [REFUSED_METHOD_HEADER]: 'TRACE' }));
      expect([
        traced.status,
        traced.headers.get('allow'),
        traced.headers.get('content-type'),
        await traced.text(),
      ]).toEqual([405, allow, format?.type, format?.body]);
    });
  }

  it('a route serving GET and POST refuses only the others', async () => {
    const handlers = otherMethods('json', 'GET', 'POST');
    expect(Object.keys(handlers).sort()).toEqual(['DELETE', 'OPTIONS', 'PATCH', 'PUT']);
    expect((await handlers.PUT(request('/api/x', 'PUT'))).headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});
