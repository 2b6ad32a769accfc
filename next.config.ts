import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { outsideAccountPathsSource } from './lib/account/paths';
import { retentionMonthsFrom } from './lib/env';
import { NEWS_PARAM_PATTERN } from './lib/news/slug';
import {
  commonSecurityHeaders,
  documentSecurityHeaders,
  outsideBuildAssetsSource,
  staticCsp,
} from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // No page uses next/image (illustrations are static SVGs): without the optimiser /_next/image
  // answers 404 instead of fetching whatever URL it is given.
  images: { unoptimized: true },
  experimental: {
    // A route's code loads with its first request, not all 149 at start (Next.js' default): the
    // back office's routes, which most processes never serve, cost the server RSS at idle and under
    // load (docs/PERFORMANCE.md, "Peak RSS on the AMD EPYC host").
    preloadEntriesOnStart: false,
    // forbidden() from next/navigation: a back-office page the role may not use answers 403
    // (lib/staff/request-session.ts, app/(staff)/gestion/(panel)/forbidden.tsx).
    authInterrupts: true,
  },
  // The privacy page is pre-rendered with this build's retention; the server compares its own
  // setting with it at start (lib/env.ts, checkBuiltRetention) so the page never states another.
  // Likewise the address the pages link to (canonical, hreflang, og:url, sitemap, RSS): the server
  // renders its own pages with this one too, and a production server at another refuses to start
  // (lib/env.ts, checkBuiltSiteUrl).
  env: {
    MILLE_BUILT_ENQUIRY_RETENTION_MONTHS: String(retentionMonthsFrom(process.env)),
    MILLE_BUILT_SITE_URL: process.env.SITE_URL ?? '',
  },
  // Native or Node-only packages stay outside the server bundle: native addons and packages that
  // read their own files at run time must be loaded by Node from node_modules, not bundled.
  // pdf-lib and fflate too, for another reason: loaded by Node, they are one module for the whole
  // process, so the sample invoice the start-up draws (lib/invoices/warm-up.ts) warms the very
  // code and font metrics the downloads use; bundled, the start-up's copy and the routes' copy
  // would be two, and the first download would still pay for its own.
  serverExternalPackages: [
    'pdf-lib',
    'fflate',
    'better-sqlite3',
    '@prisma/adapter-better-sqlite3',
    '@prisma/adapter-pg',
    'pg',
    '@node-rs/argon2',
    'nodemailer',
    'sanitize-html',
    'pino',
  ],
  // The migrations and the demo pictures are read at start-up (lib/db/migrate.ts, lib/news/seed.ts),
  // and better-sqlite3 picks its prebuilt binary by platform at run time: keep them in the
  // standalone output (Linux builds only: the image and the servers are Linux).
  outputFileTracingIncludes: {
    '/**': [
      './prisma/migrations/**/*',
      './prisma/postgres/migrations/**/*',
      './prisma/seed-assets/**/*.png',
      './node_modules/better-sqlite3/prebuilds/linux*.node',
    ],
  },
  async redirects() {
    return [
      { source: '/', destination: '/index', permanent: false },
      // /blog is paginated (lib/news/list-pages.ts): an old link to an item of the list
      // (`/blog?news=ID`, in mails and feeds) opens the item's own page, whichever list page holds
      // it now; the page stays static, as a redirect here is answered before it. Not permanent:
      // the item may be withdrawn. Page 1 of the list is /blog itself.
      ...['/blog', '/en/blog'].map((source) => ({
        source,
        has: [{ type: 'query' as const, key: 'news', value: `(?<id>${NEWS_PARAM_PATTERN})` }],
        destination: '/blog/:id',
        permanent: false,
      })),
      { source: '/blog/pagina/1', destination: '/blog', permanent: true },
      { source: '/en/blog/pagina/1', destination: '/en/blog', permanent: true },
      // The same for /novedades (the public lists' one rule, lib/content/list-pages.ts).
      { source: '/novedades/pagina/1', destination: '/novedades', permanent: true },
      { source: '/en/novedades/pagina/1', destination: '/en/novedades', permanent: true },
      // /Soluciones/Othello and /Soluciones/verifactu are route handlers (app/Soluciones): rules
      // here match without regard to case and would loop on the lower-case targets.
    ];
  },
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders() },
      { source: outsideBuildAssetsSource(), headers: documentSecurityHeaders() },
      // Everything but the customer area and the back office, whose nonce policy comes from proxy.ts.
      { source: outsideAccountPathsSource(), headers: [{ key: 'Content-Security-Policy', value: staticCsp() }] },
      // The back office: never indexed, its address never sent on.
      ...['/gestion', '/gestion/:path*', '/api/gestion/:path*'].map((source) => ({
        source,
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      })),
      // The reset and invitation links' token is in the URL fragment; no Referer may carry even the page's address.
      { source: '/restablecer-contrasena', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      { source: '/activar-cuenta', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // The illustrations keep their names when redrawn (public/illustrations): a day in caches.
      { source: '/illustrations/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
