// The build-time security headers (next.config.ts records them in the build). HSTS is not among
// them: the mode is a run-time setting, so the server preload adds it in production only
// (server/http-answers.test.ts checks both modes).
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { commonSecurityHeaders, hashedStaticCsp, staticCsp } from './security-headers';

describe('security headers fixed at build time', () => {
  it('carry no Strict-Transport-Security, on any path', async () => {
    expect(commonSecurityHeaders().map((h) => h.key)).not.toContain('Strict-Transport-Security');
    const rules = await nextConfig.headers!();
    expect(rules.flatMap((r) => r.headers.map((h) => h.key.toLowerCase()))).not.toContain('strict-transport-security');
    expect(rules.find((r) => r.source === '/:path*')?.headers.map((h) => h.key)).toEqual(['X-Content-Type-Options']);
  });

  it('put the document headers on every path but the build’s own files', async () => {
    const rules = await nextConfig.headers!();
    const documents = rules.find((r) => r.headers.some((h) => h.key === 'X-Frame-Options'))!;
    expect(documents.headers.map((h) => h.key)).toEqual([
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ]);
    // Next.js compiles a `source` with path-to-regexp; the group is a plain regular expression.
    const group = /^\/\((.*)\)$/.exec(documents.source)?.[1];
    const matches = (p: string) => new RegExp(`^/${group}$`).test(p);
    for (const p of [
      '/index',
      '/en/contacto',
      '/micuenta',
      '/api/Data/GetNoticias',
      '/illustrations/hotel.svg',
      '/_next/image',
      '/_next/data/x.json',
    ])
      expect(matches(p), p).toBe(true);
    for (const p of ['/_next/static/chunks/0a1b.js', '/_next/static/css/app.css', '/_next/static/media/inter.woff2'])
      expect(matches(p), p).toBe(false);
  });

  it("the static pages' policy for one answer is the fixed one with only its scripts' hashes inline", () => {
    const directives = (csp: string) => csp.split('; ');
    const hashed = hashedStaticCsp(["'sha256-YQ=='", "'sha256-Yg=='"]);
    expect(directives(hashed).filter((d) => !d.startsWith('script-src '))).toEqual(
      directives(staticCsp()).filter((d) => !d.startsWith('script-src ')),
    );
    expect(directives(hashed)).toContain("script-src 'self' 'sha256-YQ==' 'sha256-Yg=='");
    expect(directives(hashedStaticCsp([]))).toContain("script-src 'self'");
    expect(directives(staticCsp())).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('the image optimiser is off (no page uses next/image; /_next/image then answers 404)', () => {
    expect(nextConfig.images?.unoptimized).toBe(true);
  });
});
