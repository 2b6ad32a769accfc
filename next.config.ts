import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Native or Node-only packages stay outside the server bundle (PLATFORM.md).
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', '@node-rs/argon2', 'nodemailer', 'sanitize-html'],
  // The migrations are read at start-up (lib/db/migrate.ts): keep them in the standalone output.
  outputFileTracingIncludes: { '/**': ['./prisma/migrations/**/*'] },
  async redirects() {
    return [
      { source: '/', destination: '/index', permanent: false },
      // The capitalised spellings of spec §2 (/Soluciones/Othello, /Soluciones/verifactu) are
      // redirected in app/[...rest]: redirect sources match case-insensitively, so listing them
      // here sent /soluciones/othello to itself forever.
    ];
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default withNextIntl(nextConfig);
