// Preloaded into the server process (node -r). Stamps each request with the socket's remote
// address under a private header, replacing any value a client sent, because Next.js does not
// expose the socket to route handlers. See lib/http/client-address.ts.
'use strict';
const http = require('node:http');

const HEADER = 'x-mille-peer';
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function patchedEmit(event, req) {
  if (event === 'request' && req && req.headers) {
    req.headers[HEADER] = (req.socket && req.socket.remoteAddress) || '';
  }
  return emit.apply(this, arguments);
};
