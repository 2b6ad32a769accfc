// CONTRACT.md "Origin": a POST from another site is refused before anything happens.
//
// "The site's own" is SITE_URL's origin. In demo mode the site is also reached by whatever name the
// person running it typed (http://localhost:3000, http://127.0.0.1:3000, http://[::1]:3000, the
// machine's name, its LAN address from a phone), so the origin the request was addressed to counts
// too, but only for host names no one else can point at this server:
// - IP literals: a page whose origin is http://192.168.1.5:3000 was served from that very
//   address and port, which is this server; there is no name to rebind;
// - `localhost` and `*.localhost`: browsers resolve them to loopback themselves (RFC 6761);
// - this machine's own host name (with or without `.local`): only whoever runs its name
//   resolution can make it mean anything else;
// - SITE_URL's host.
// Any other Host is refused: with DNS rebinding an attacker's name (evil.example) resolves to
// this server, and the attacker's page then sends Origin http://evil.example with Host
// evil.example, which matches itself.
//
// Where the request was addressed comes from the Host header; X-Forwarded-Host/-Proto only when
// TRUST_PROXY_HOPS says a proxy stands in front (in every mode). Next.js fills those two headers
// from Host itself when a client sent none, so without a proxy they are the client's to forge.
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { refusals } from './errors';

export interface OriginPolicy {
  siteUrl: string;
  /** Demo mode: the addressed origin also counts, for local host names (above). */
  acceptAddressedOrigin: boolean;
  trustProxyHops: number;
}

/** A Host header: a name, an IPv4 or a bracketed IPv6 address, and a port; no path, no credentials. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::\d{1,5})?$/i;

function firstValue(header: string | null): string | null {
  const first = header?.split(',')[0]?.trim();
  return first || null;
}

/** The origin the request was addressed to, or null when it cannot be told. */
export function addressedOrigin(headers: Headers, trustProxyHops: number): string | null {
  const viaProxy = trustProxyHops > 0;
  const host = (viaProxy ? firstValue(headers.get('x-forwarded-host')) : null) ?? headers.get('host')?.trim();
  // Without a proxy the Node server speaks plain HTTP; TLS ends at a proxy.
  const proto = (viaProxy ? firstValue(headers.get('x-forwarded-proto'))?.toLowerCase() : null) ?? 'http';
  if (!host || !HOST.test(host) || (proto !== 'http' && proto !== 'https')) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Host names that only this server can answer for (see the top of this file). */
export function isLocalHostName(name: string, siteUrl: string, machineName = hostname()): boolean {
  const host = name.toLowerCase().replace(/\.$/, '');
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (isIP(bare)) return true;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const machine = machineName.toLowerCase();
  if (machine && (host === machine || host === `${machine}.local`)) return true;
  return host === new URL(siteUrl).hostname.toLowerCase();
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

export function isAllowedOrigin(headers: Headers, policy: OriginPolicy): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = headers.get('origin');
  // No Origin: a server-side client of the contract (browsers always send it on POST).
  if (origin === null) return true;
  if (origin === 'null') return false;
  if (sameOrigin(origin, policy.siteUrl)) return true;
  if (!policy.acceptAddressedOrigin) return false;
  const addressed = addressedOrigin(headers, policy.trustProxyHops);
  return (
    addressed !== null && sameOrigin(origin, addressed) && isLocalHostName(new URL(addressed).hostname, policy.siteUrl)
  );
}

export function assertAllowedOrigin(headers: Headers, policy: OriginPolicy): void {
  if (!isAllowedOrigin(headers, policy)) throw refusals.foreignOrigin();
}
