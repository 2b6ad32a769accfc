// Strong ETags for answers kept in memory, and the If-None-Match check (RFC 9110 13.1.2).
import { jsonTextResponse } from './errors';
import { noneMatch } from './if-none-match';

export { noneMatch };

/**
 * A strong ETag made from `text`'s bytes: the same text gets the same tag in every process, so a
 * client's copy is confirmed by any instance. Hashed off the main thread (Web Crypto's digest).
 */
export async function etagOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `"${Buffer.from(digest).toString('base64url').slice(0, 27)}"`;
}

/** JSON text kept with its ETag. */
export interface TaggedJson {
  text: string;
  etag: string;
}

/** `json` with its ETag, or 304 Not Modified when the request's If-None-Match names it. */
export function taggedJsonResponse(req: Request, json: TaggedJson): Response {
  const ifNoneMatch = req.headers.get('if-none-match');
  if (ifNoneMatch !== null && noneMatch(ifNoneMatch, json.etag))
    return new Response(null, { status: 304, headers: { etag: json.etag, 'cache-control': 'no-store' } });
  return jsonTextResponse(json.text, 200, { etag: json.etag });
}
