import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Native or Node-only packages stay outside the server bundle (PLATFORM.md).
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', '@node-rs/argon2', 'nodemailer', 'sanitize-html'],
  // The migrations and the demo pictures are read at start-up (lib/db/migrate.ts, lib/news/seed.ts):
  // keep them in the standalone output.
  outputFileTracingIncludes: { '/**': ['./prisma/migrations/**/*', './prisma/seed-assets/**/*.png'] },
  async redirects() {
    return [
      { source: '/', destination: '/index', permanent: false },
      { source: '/Soluciones/Othello', destination: '/soluciones/othello', permanent: true },
      { source: '/Soluciones/verifactu', destination: '/soluciones/verifactu', permanent: true },
    ];
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default withNextIntl(nextConfig);
