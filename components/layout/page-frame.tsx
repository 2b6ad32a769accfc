// The frame of a public page: its navbar variant, the main landmark, its header and the chat button.
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { ChatButton } from './chat-button';
import { Navbar, type NavbarVariant } from './navbar';
import { PageHeader, type PageHeaderProps } from './page-header';

const SUPPORT_PATHS = new Set(['/soporte', '/soportepermiso']);

interface Props {
  locale: Locale;
  /** The Spanish path of the page. */
  path: string;
  navbar?: NavbarVariant;
  /** The page header; omit to render none (the page draws its own hero). */
  header?: PageHeaderProps;
  /**
   * Above everything: the service status banner (components/status/status-notice.tsx) on /estado
   * and /micuenta; the server layer gives the other public pages /estado's (server/status-banner.ts).
   */
  banner?: ReactNode;
  children?: ReactNode;
}

export function PageFrame({ locale, path, navbar = 'dark', header, banner, children }: Props) {
  // Outside the frame: a transparent navbar lies over the top of the frame, not over the banner.
  return (
    <>
      {banner}
      <div className="relative">
        <Navbar locale={locale} path={path} variant={navbar} />
        <main id="contenido" tabIndex={-1} className="outline-none">
          {header && <PageHeader {...header} underTransparentNav={navbar === 'transparent'} />}
          {children}
        </main>
        {/* A landmark of its own, so nothing of the page lies outside one (axe «region»). */}
        {!SUPPORT_PATHS.has(path) && (
          <aside aria-label="Chat">
            <ChatButton soloicono />
          </aside>
        )}
      </div>
    </>
  );
}
