// The customer area's layout: the site's shell. The client messages go where they are used
// (/micuenta wraps its area in them; /login gets its words as props), so /login and the reset
// pages ship no message formatter. Pages under this group that read the session render per request.
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell locale="es" dynamic>
      {children}
    </SiteShell>
  );
}
