// The back office (/gestion): staff only, never indexed, rendered per request under a nonce policy
// (proxy.ts). Its own shell: nothing of the public site's runtime, and none of its code reaches the
// public pages' bundles.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Gestión', template: '%s · Gestión' },
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-screen bg-slate-50">{children}</div>;
}
