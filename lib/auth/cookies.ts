// A small cookie jar over a Request: reads its Cookie header and collects Set-Cookie lines for the
// Response. Route handlers use it instead of next/headers so they stay plain functions of a Request
// (the API tests call them directly).
export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict';
  path?: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
}

export function parseCookieHeader(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (out.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value: a malformed cookie simply will not unseal
    }
    out.set(name, value);
  }
  return out;
}

export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`];
  if (o.maxAge !== undefined) {
    parts.push(`Max-Age=${o.maxAge}`);
    if (o.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (o.httpOnly) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  parts.push(`SameSite=${o.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

export class RequestCookieJar implements CookieJar {
  private readonly incoming: Map<string, string>;
  private readonly outgoing: string[] = [];

  constructor(req: Request) {
    this.incoming = parseCookieHeader(req.headers.get('cookie'));
  }

  get(name: string): string | undefined {
    return this.incoming.get(name);
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.outgoing.push(serializeCookie(name, value, options));
    if (options.maxAge === 0) this.incoming.delete(name);
    else this.incoming.set(name, value);
  }

  /** Adds the collected Set-Cookie lines to a response. */
  apply(res: Response): Response {
    for (const line of this.outgoing) res.headers.append('set-cookie', line);
    return res;
  }
}
