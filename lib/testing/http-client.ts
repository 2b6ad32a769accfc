// A tiny browser stand-in for API tests: calls exported route handlers with `new Request(...)` and
// carries cookies between calls the way a browser would.
import { parseSetCookie } from 'cookie';
import type { Handler, RouteContext } from '@/lib/http/methods';
import { paramsOf } from './app-routes';

export const TEST_ORIGIN = 'http://localhost:3000';

/** What Next.js passes a route handler beside the request: the dynamic segments of its path. */
export function routeContext(req: Request): RouteContext {
  return { params: Promise.resolve(paramsOf(new URL(req.url).pathname)) };
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly peer = '192.0.2.1') {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private absorb(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      // The raw value goes back as it came, like a browser's.
      const { name, value, maxAge } = parseSetCookie(line, { decode: (v) => v });
      if (maxAge !== undefined && maxAge <= 0) this.cookies.delete(name);
      else this.cookies.set(name, value ?? '');
    }
  }

  async send(
    handler: Handler,
    path: string,
    init: {
      method?: string;
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      rawBody?: string;
      /** The client going away (a download cancelled) aborts it. */
      signal?: AbortSignal;
    } = {},
  ): Promise<Response> {
    const headers = new Headers({ host: 'localhost:3000', 'x-mille-peer': this.peer, ...init.headers });
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    let body: BodyInit | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers.set('content-type', 'application/x-www-form-urlencoded');
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    } else if (init.rawBody !== undefined) body = init.rawBody;
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    if (method === 'POST' && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    const req = new Request(`${TEST_ORIGIN}/api/Data/${path}`, { method, headers, body, signal: init.signal });
    const res = await handler(req, routeContext(req));
    this.absorb(res);
    return res;
  }
}
