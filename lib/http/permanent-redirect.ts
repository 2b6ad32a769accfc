// A 308 to another path of this site (relative Location, so it holds behind any proxy).
export function permanentRedirect(path: string): () => Response {
  return () => new Response(null, { status: 308, headers: { location: path } });
}
