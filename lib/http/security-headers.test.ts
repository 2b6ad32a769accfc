// The build-time security headers (next.config.ts records them in the build). HSTS is not among
// them: the mode is a run-time setting, so the server preload adds it in production only
// (server/http-answers.test.ts checks both modes).
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { commonSecurityHeaders } from './security-headers';

describe('security headers fixed at build time', () => {
  it('carry no Strict-Transport-Security, on any path', async () => {
    expect(commonSecurityHeaders().map((h) => h.key)).not.toContain('Strict-Transport-Security');
    const rules = await nextConfig.headers!();
    expect(rules.flatMap((r) => r.headers.map((h) => h.key.toLowerCase()))).not.toContain('strict-transport-security');
    expect(rules.find((r) => r.source === '/:path*')?.headers.map((h) => h.key)).toEqual(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy']);
  });

  it('the image optimiser is off (no page uses next/image; /_next/image then answers 404)', () => {
    expect(nextConfig.images?.unoptimized).toBe(true);
  });
});
