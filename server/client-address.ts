// The client's address. Next.js does not expose the socket to route handlers, so each request is
// stamped with the socket's remote address under a private header, replacing any value a client
// sent. The app learns the header's name from globalThis (it is bundled by Next.js and cannot
// import this module); see lib/http/client-address.ts.
import type http from 'node:http';

export const PEER_HEADER = 'x-mille-peer';

/** Tells the app its requests carry the socket address. */
export function announcePeerHeader(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for('mille.peer-header')] = PEER_HEADER;
}

export function stampPeer(req: http.IncomingMessage): void {
  req.headers[PEER_HEADER] = (req.socket && req.socket.remoteAddress) || '';
}
