// The security headers on every answer: Next.js leaves them off some of its own (errors raised
// before its routing, trailing-slash redirects) and this layer gives answers of its own. The
// values are the build's: next.config.ts turns lib/http/security-headers.ts into header rules
// that the build records in routes-manifest.json, read once at start (next-build.ts).
//
// Strict-Transport-Security is decided here, at run time, because the mode is a run-time setting
// (one build serves demo and production): only with APP_ENV=production, where the site is served
// over HTTPS. A demo on plain HTTP must not tell a browser to insist on HTTPS for that host.
import type { HeaderRule } from './next-build';

export const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];

export interface SecurityHeaders {
  /** The [name, value] pairs an answer for `pathname` carries. */
  forPath(pathname: string): [string, string][];
}

/** From the build's header rules (none when they could not be read: then HSTS alone). */
export function securityHeaders(headerRules: HeaderRule[], env: NodeJS.ProcessEnv = process.env): SecurityHeaders {
  const rules = headerRules.map((r) => ({
    regex: new RegExp(r.regex),
    headers: r.headers.map((h): [string, string] => [h.key, h.value]),
  }));
  const production = env.APP_ENV === 'production';
  return {
    forPath(pathname) {
      // The rules' patterns match no empty segment (`//x`), which Next.js answers with a redirect
      // to `/x`: match what the path stands for.
      const matched = pathname.replace(/\/{2,}/g, '/');
      const out: [string, string][] = [];
      for (const rule of rules) if (rule.regex.test(matched)) out.push(...rule.headers);
      if (production) out.push(HSTS);
      return out;
    },
  };
}
