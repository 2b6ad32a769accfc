// The customer area's and the back office's pages: rendered per request under a nonce policy
// (proxy.ts, whose matcher Next.js needs as a literal: paths.test.ts holds it to PROXY_MATCHER),
// outside the static pages' policy (next.config.ts), never in the sitemap and disallowed in
// robots.txt.
// No imports: next.config.ts reads this file.
export const ACCOUNT_PATHS = ['/login', '/micuenta', '/gestion'] as const;

/** The paths and the pages under them: the back office's and the customer's support cases. */
export const PROXY_MATCHER = [...ACCOUNT_PATHS, '/gestion/:path*', '/micuenta/soporte/:path*'];

/**
 * A next.config `headers` source matching every path but the customer area's (and the build's own
 * files under /_next/static/, which are no documents: no page policy applies to them).
 */
export function outsideAccountPathsSource(): string {
  return `/((?!${[...ACCOUNT_PATHS, '/_next/static/'].map((p) => p.slice(1)).join('|')}).*)`;
}
