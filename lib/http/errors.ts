// One error mapper for every /api route: refusals in the endpoint's own format, never internals.
import { CONTRACT_TEXT } from '@/lib/contract/tokens';
import { log } from '@/lib/log';

export type ApiFormat = 'text' | 'json';

/** A refusal we mean to send: status, a stable code, and a public Spanish sentence. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly publicMessage: string,
  ) {
    super(code);
  }
}

export const refusals = {
  badRequest: () => new HttpError(400, 'bad-request', 'Solicitud no válida'),
  /** The client closed the connection before its body arrived: nobody reads the answer. */
  clientAborted: () => new HttpError(400, 'client-aborted', 'Solicitud interrumpida'),
  unauthenticated: () => new HttpError(401, 'no-session', 'Sesión no iniciada o caducada'),
  forbidden: () => new HttpError(403, 'forbidden', 'Acceso denegado'),
  notFound: () => new HttpError(404, 'not-found', 'No existe'),
  conflict: (message: string) => new HttpError(409, 'conflict', message),
  foreignOrigin: () => new HttpError(403, 'forbidden-origin', 'Origen no permitido'),
  methodNotAllowed: () => new HttpError(405, 'method-not-allowed', 'Método no permitido'),
  tooLarge: () => new HttpError(413, 'too-large', 'Solicitud demasiado grande'),
  unsupportedType: () => new HttpError(415, 'unsupported-media-type', 'Tipo de contenido no admitido'),
  tooMany: (message: string) => new HttpError(429, 'too-many-requests', message),
};

const TEXT_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function textResponse(body: string, status = 200, extra?: HeadersInit): Response {
  return new Response(body, { status, headers: { ...TEXT_HEADERS, ...extra } });
}

export function jsonResponse(body: unknown, status = 200, extra?: HeadersInit): Response {
  return jsonTextResponse(JSON.stringify(body), status, extra);
}

/** JSON already serialised (e.g. a kept answer). */
export function jsonTextResponse(json: string, status = 200, extra?: HeadersInit): Response {
  return new Response(json, { status, headers: { ...JSON_HEADERS, ...extra } });
}

/** Maps anything thrown in a handler to the answer the client may see. */
export function errorResponse(error: unknown, format: ApiFormat, options: { logged?: boolean } = {}): Response {
  if (error instanceof HttpError) {
    return format === 'text'
      ? textResponse(error.publicMessage, error.status)
      : jsonResponse({ error: error.code, message: error.publicMessage }, error.status);
  }
  // Unexpected: the details stay in the server log (the same line as lib/http/route.ts writes for
  // the handlers it wraps), the client gets a fixed sentence.
  if (!options.logged) log().error({ event: 'api.error', err: error }, 'unhandled api error');
  return format === 'text'
    ? textResponse(CONTRACT_TEXT.cannotAttend, 500)
    : jsonResponse({ error: 'internal', message: CONTRACT_TEXT.internal }, 500);
}
