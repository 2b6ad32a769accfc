// One error mapper for every /api route: refusals in the endpoint's own format, never internals,
// and the one status of each kind of refusal, whether thrown (HttpError) or answered (Answer).
import { CONTRACT_TEXT } from '@/lib/contract/tokens';
import { log } from '@/lib/log';
import type { Answer, RefusalKind, Refused } from './answer';

/**
 * `text` and `json`: the /api/Data contract's refusals (a sentence; `{ error, message }`).
 * `answer`: the back office's and the customer's security calls (`{ ok: false, error, message }`,
 * lib/http/answer.ts).
 */
export type ApiFormat = 'text' | 'json' | 'answer';

/** The one status of each kind of refusal. */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  unprocessable: 422,
  forbidden: 403,
  missing: 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
};

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
  /** A refusal of its kind's status with its own code and sentence. */
  of: (kind: RefusalKind, code: string, message: string) => new HttpError(REFUSAL_STATUS[kind], code, message),
  badRequest: () => refusals.of('invalid', 'bad-request', 'Solicitud no válida'),
  /** The client closed the connection before its body arrived: nobody reads the answer. */
  clientAborted: () => refusals.of('invalid', 'client-aborted', 'Solicitud interrumpida'),
  unauthenticated: () => new HttpError(401, 'no-session', 'Sesión no iniciada o caducada'),
  forbidden: () => refusals.of('forbidden', 'forbidden', 'Acceso denegado'),
  notFound: () => refusals.of('missing', 'not-found', 'No existe'),
  conflict: (message: string) => refusals.of('conflict', 'conflict', message),
  foreignOrigin: () => refusals.of('forbidden', 'forbidden-origin', 'Origen no permitido'),
  methodNotAllowed: () => new HttpError(405, 'method-not-allowed', 'Método no permitido'),
  tooLarge: () => refusals.of('too-large', 'too-large', 'Solicitud demasiado grande'),
  unsupportedType: () => refusals.of('unsupported-type', 'unsupported-media-type', 'Tipo de contenido no admitido'),
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

/** JSON already serialised, as text or a stream of its UTF-8 bytes (a kept answer, a long list: lib/http/json-array.ts). */
export function jsonTextResponse(
  json: string | ReadableStream<Uint8Array>,
  status = 200,
  extra?: HeadersInit,
): Response {
  return new Response(json, { status, headers: { ...JSON_HEADERS, ...extra } });
}

/** An Answer as sent: 200 when done; a refusal with its kind's status (validation when it names none). */
export function answerResponse<A extends Answer>(answer: A, extra?: HeadersInit): Response {
  if (answer.ok) return jsonResponse(answer, 200, extra);
  const { kind = 'invalid', ...refused } = answer as Refused;
  return jsonResponse(refused, REFUSAL_STATUS[kind], extra);
}

function refusalBody(format: 'json' | 'answer', code: string, message: string) {
  return format === 'answer' ? { ok: false, error: code, message } : { error: code, message };
}

/** Maps anything thrown in a handler to the answer the client may see. */
export function errorResponse(error: unknown, format: ApiFormat, options: { logged?: boolean } = {}): Response {
  if (error instanceof HttpError) {
    return format === 'text'
      ? textResponse(error.publicMessage, error.status)
      : jsonResponse(refusalBody(format, error.code, error.publicMessage), error.status);
  }
  // Unexpected: the details stay in the server log (the same line as lib/http/route.ts writes for
  // the handlers it wraps), the client gets a fixed sentence.
  if (!options.logged) log().error({ event: 'api.error', err: error }, 'unhandled api error');
  return format === 'text'
    ? textResponse(CONTRACT_TEXT.cannotAttend, 500)
    : jsonResponse(refusalBody(format, 'internal', CONTRACT_TEXT.internal), 500);
}
