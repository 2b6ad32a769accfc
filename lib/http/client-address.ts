// The client's address, for rate limits and the hashed address stored with enquiries.
//
// Next.js does not give route handlers the socket. The server layer (server/client-address.ts, preloaded by
// `npm start`, `npm run dev` and the image) stamps the real socket address into PEER_HEADER,
// overwriting anything the client sent, and says so by setting PEER_STAMP on globalThis. Without
// it (`next start`, a runtime that skips the preload) PEER_HEADER is whatever the client sent,
// so it is ignored. X-Forwarded-For is believed only for TRUST_PROXY_HOPS proxies.
//
// Without the preload and without a proxy there is no trustworthy source. Production then refuses
// to start (lib/boot). Demo and development use what Next.js puts in X-Forwarded-For: the socket
// address when the client sent no such header (every browser), or the client's own claim. A client
// can thus choose its own bucket there, but visitors are never lumped under one shared key (which
// would let 50 bad sign-ins from anyone lock everybody out).
import { isIP } from 'node:net';

export const PEER_HEADER = 'x-mille-peer';
export const PEER_STAMP = Symbol.for('mille.peer-header');

/** Whether this process runs with the preload that stamps socket addresses. */
export function peerStamped(): boolean {
  return (globalThis as Record<symbol, unknown>)[PEER_STAMP] === PEER_HEADER;
}

/** Where client addresses come from in this process: the socket, the trusted proxies' header, or nowhere reliable. */
export function clientAddressSource(trustProxyHops: number, stamped = peerStamped()): 'socket' | 'proxy' | null {
  if (trustProxyHops > 0) return 'proxy';
  return stamped ? 'socket' : null;
}

function forwardedFor(headers: Headers): string[] {
  return (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function clientAddress(headers: Headers, trustProxyHops: number, stamped = peerStamped()): string {
  const forwarded = forwardedFor(headers);
  if (!stamped) {
    // Next.js filled X-Forwarded-For with the socket address unless the client sent one; behind
    // trusted proxies, the last of them appended the address it saw.
    const claimed = forwarded[Math.max(0, forwarded.length - Math.max(1, trustProxyHops))];
    return claimed && isIP(claimed) ? claimed : 'unknown';
  }
  const peer = headers.get(PEER_HEADER)?.trim() || 'unknown';
  if (trustProxyHops <= 0) return peer;
  // Chain from the client to us: [client, proxy1, ..., proxyN-1] + the socket peer (proxyN).
  const chain = [...forwarded, peer];
  const index = chain.length - 1 - trustProxyHops;
  return chain[Math.max(0, index)] ?? peer;
}
