// CONTRACT.md "Origin": a POST from another site is refused before anything happens.
import { refusals } from './errors';

/** The origin the request was addressed to (Host header, protocol from the server). */
export function addressedOrigin(headers: Headers): string | null {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!host) return null;
  const proto = (headers.get('x-forwarded-proto') ?? 'http').split(',')[0]!.trim();
  return `${proto}://${host}`;
}

export function isAllowedOrigin(headers: Headers, siteUrl: string, acceptAddressedOrigin: boolean): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = headers.get('origin');
  // No Origin: a server-side client of the contract (browsers always send it on POST).
  if (origin === null) return true;
  if (origin === new URL(siteUrl).origin) return true;
  return acceptAddressedOrigin && origin === addressedOrigin(headers);
}

export function assertAllowedOrigin(headers: Headers, siteUrl: string, acceptAddressedOrigin: boolean): void {
  if (!isAllowedOrigin(headers, siteUrl, acceptAddressedOrigin)) throw refusals.foreignOrigin();
}
