import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { company } from '@/lib/content/company';
import { publicSiteUrl } from '@/lib/seo/site-url';
import './globals.css';

// Inter, Latin, cut to the weights we use (400–700) by scripts/subset-font.sh: a smaller file for
// the one font every page preloads before its first paint (docs/PERFORMANCE.md, "A smaller font").
const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
});

export const metadata: Metadata = {
  metadataBase: new URL(publicSiteUrl()),
  title: { default: company.name, template: `%s | ${company.name}` },
  applicationName: company.name,
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: 'any' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
  },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  // The content is Spanish on every route; the English mirror marks its menu with lang="en".
  return (
    // suppressHydrationWarning: the consent precheck may add a class to <html> before hydration.
    <html lang="es" className={inter.variable} suppressHydrationWarning>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
