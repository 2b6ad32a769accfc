// Runs only for the customer area and the back office (see `config.matcher`): gives each page view a fresh CSP nonce,
// and tells the page the address it was asked for (lib/http/request-path.ts).
// It never decides access: the pages and services check the session themselves.
import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER, requestPath } from '@/lib/http/request-path';
import { nonceCsp } from '@/lib/http/security-headers';

export function proxy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const csp = nonceCsp(nonce, process.env.NODE_ENV === 'development');
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  headers.set(REQUEST_PATH_HEADER, requestPath(request.nextUrl));
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

// Next.js reads the matcher as a literal: it must stay PROXY_MATCHER (lib/account/paths.ts; its test checks).
export const config = { matcher: ['/login', '/micuenta', '/gestion', '/gestion/:path*', '/micuenta/soporte/:path*'] };
