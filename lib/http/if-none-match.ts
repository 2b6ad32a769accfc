// The If-None-Match check (RFC 9110 13.1.2), without dependencies: the app's answers kept in memory
// (etag.ts, lib/files/serve.ts) and the server layer's own (server/) use this one rule.

/** Whether an If-None-Match list names `etag` (weak comparison, as the header asks) or is `*`. */
export function noneMatch(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}
