// A small cookie jar over a Request: reads its Cookie header and collects Set-Cookie lines for the
// Response. Route handlers use it instead of next/headers so they stay plain functions of a Request
// (the API tests call them directly). Parsing and serialising are the `cookie` package's.
import { parseCookie, stringifySetCookie } from 'cookie';

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
}

export class RequestCookieJar implements CookieJar {
  private readonly incoming: Map<string, string>;
  private readonly outgoing: string[] = [];

  constructor(req: Request) {
    const parsed = parseCookie(req.headers.get('cookie') ?? '');
    this.incoming = new Map(Object.entries(parsed).filter((e): e is [string, string] => e[1] !== undefined));
  }

  get(name: string): string | undefined {
    return this.incoming.get(name);
  }

  set(name: string, value: string, options: CookieOptions): void {
    // Every cookie of ours is the whole site's; an expired date beside Max-Age=0 for old clients.
    this.outgoing.push(
      stringifySetCookie({
        name,
        value,
        path: '/',
        ...options,
        ...(options.maxAge === 0 ? { expires: new Date(0) } : {}),
      }),
    );
    if (options.maxAge === 0) this.incoming.delete(name);
    else this.incoming.set(name, value);
  }

  /** Adds the collected Set-Cookie lines to a response. */
  apply(res: Response): Response {
    for (const line of this.outgoing) res.headers.append('set-cookie', line);
    return res;
  }
}
