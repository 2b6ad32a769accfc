// The network a sign-in came from, approximate: enough for an account's owner to tell "home" from
// "the hotel" or from somewhere unknown in their list of sessions, without the service keeping
// whole addresses. IPv4 to its /24, IPv6 to its /48 (a site's usual allocation).
import { isIPv4, isIPv6 } from 'node:net';

/** `203.0.113.0/24`, `2001:db8:1::/48`, or '' for what is not an address. */
export function approximateNetwork(address: string): string {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(plain)) return '';
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  const site = groups.slice(0, 3).map((g) => parseInt(g || '0', 16).toString(16));
  // Written short, as addresses are: trailing zero groups go into the `::`.
  while (site.at(-1) === '0') site.pop();
  return `${site.join(':')}::/48`;
}
