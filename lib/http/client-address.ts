// The client's address, for rate limits and the hashed address stored with enquiries.
//
// Next.js keeps a client-sent X-Forwarded-For as it is and only fills it when absent, so the
// socket address cannot be told apart from a forged header. scripts/server-preload.cjs (preloaded
// by `npm start` and in the image) stamps the real socket address into PEER_HEADER, overwriting
// anything the client sent. X-Forwarded-For is believed only for TRUST_PROXY_HOPS proxies.
export const PEER_HEADER = 'x-mille-peer';

export function clientAddress(headers: Headers, trustProxyHops: number): string {
  const peer = headers.get(PEER_HEADER)?.trim() || 'unknown';
  if (trustProxyHops <= 0) return peer;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Chain from the client to us: [client, proxy1, ..., proxyN-1] + the socket peer (proxyN).
  const chain = [...forwarded, peer];
  const index = chain.length - 1 - trustProxyHops;
  return chain[Math.max(0, index)] ?? peer;
}
