// Security headers. Static public pages cannot carry a per-request nonce: the server layer
// (server/script-hashes.ts) gives each HTML answer a policy listing the hashes of that very
// HTML's inline scripts (Next's bootstrap and flight data), in place of the fixed policy the build
// records from next.config.ts, which stays as the fallback when that layer is off. The dynamic
// customer area and the back office get a per-request nonce with 'strict-dynamic' from proxy.ts.

const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/**
 * The policy the build puts on every answer outside the customer area and the back office. It
 * allows any inline script: it is what a page carries only when the server layer cannot list its
 * scripts' hashes (server/script-hashes.ts replaces it on every answer when it is on).
 */
export function staticCsp(): string {
  return [...COMMON_DIRECTIVES, "script-src 'self' 'unsafe-inline'", "style-src 'self' 'unsafe-inline'"].join('; ');
}

/**
 * The static pages' policy for one answer: scripts from the site, and inline only those whose
 * hashes (CSP sources such as `'sha256-…'`) are listed; none for an answer that is not HTML.
 */
export function hashedStaticCsp(scriptHashes: readonly string[]): string {
  return [
    ...COMMON_DIRECTIVES,
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

export function nonceCsp(nonce: string, dev = false): string {
  // 'unsafe-eval' only for the development server's React refresh.
  const script = `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`;
  return [...COMMON_DIRECTIVES, script, "style-src 'self' 'unsafe-inline'"].join('; ');
}

/**
 * Headers on every response, whatever the path (the build records them; the server preload also
 * puts them on the answers Next.js gives without them). Strict-Transport-Security is not here: it
 * depends on the mode, a run-time setting, so server/security-headers.ts adds it in production only.
 */
export function commonSecurityHeaders(): { key: string; value: string }[] {
  return [{ key: 'X-Content-Type-Options', value: 'nosniff' }];
}

/**
 * Headers that only mean something on a document (a page, an API answer a browser could open, an
 * image opened on its own): on every response but the build's hashed scripts, styles and fonts
 * (`BUILD_ASSETS`). A browser ignores them on a script, where they only weighed on each public
 * page's 130 kB script budget (docs/PERFORMANCE.md).
 */
export function documentSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** Where Next.js serves the build's own files (content-hashed, never a document of ours). */
export const BUILD_ASSETS = '/_next/static/';

/** A next.config `headers` source matching every path but the build's own files. */
export function outsideBuildAssetsSource(): string {
  return `/((?!${BUILD_ASSETS.slice(1)}).*)`;
}
