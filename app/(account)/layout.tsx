// The customer area's layout: the site's shell plus the client messages of the account namespaces
// only. Everything under this group is rendered per request (it reads the session).
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { messagesFor } from '@/lib/i18n/messages';

export default function AccountLayout({ children }: { children: ReactNode }) {
  const all = messagesFor('es');
  const messages = { Login: all.Login, Account: all.Account, Invoices: all.Invoices, PasswordChange: all.PasswordChange };
  return (
    <SiteShell locale="es" dynamic>
      <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
        {children}
      </NextIntlClientProvider>
    </SiteShell>
  );
}
