// The customer area's pages: rendered per request under a nonce policy (proxy.ts, whose matcher
// Next.js needs as a literal: paths.test.ts holds it to this list), outside the static pages'
// policy (next.config.ts), never in the sitemap and disallowed in robots.txt.
// No imports: next.config.ts reads this file.
export const ACCOUNT_PATHS = ['/login', '/micuenta'] as const;

/** A next.config `headers` source matching every path but the customer area's. */
export function outsideAccountPathsSource(): string {
  return `/((?!${ACCOUNT_PATHS.map((p) => p.slice(1)).join('|')}).*)`;
}
