// The wrapper every /api/Data/* handler goes through: origin check on writes, one error mapper.
import 'server-only';
import { env } from '@/lib/env';
import { clientAddress } from './client-address';
import { errorResponse, type ApiFormat } from './errors';
import { assertAllowedOrigin } from './origin';

export type Handler = (req: Request) => Promise<Response>;

export function apiRoute(format: ApiFormat, handler: Handler): Handler {
  return async (req) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const e = env();
        // In demo mode the site is reached by whatever host name the visitor used.
        assertAllowedOrigin(req.headers, e.SITE_URL, !e.isProduction);
      }
      return await handler(req);
    } catch (error) {
      return errorResponse(error, format);
    }
  };
}

/** The client address of a request, honouring TRUST_PROXY_HOPS. */
export function clientOf(req: Request): string {
  return clientAddress(req.headers, env().TRUST_PROXY_HOPS);
}

/** The body cap for this service. */
export function bodyLimit(): number {
  return env().BODY_LIMIT_BYTES;
}
