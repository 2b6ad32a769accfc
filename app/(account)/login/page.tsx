// /login: the sign-in form; a visitor already signed in goes to /micuenta. The check
// runs here on the server, per request. `?volver=` (a page of the customer area that sent the visitor
// here) is where a sign-in leads instead, when lib/auth/return-path.ts accepts it.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm, type LoginTexts } from '@/components/account/login-form';
import { PageFrame } from '@/components/layout/page-frame';
import { currentSession } from '@/lib/auth/request-session';
import { safeReturnPath } from '@/lib/auth/return-path';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata('/login', 'es', { robots: { index: false, follow: true } });

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{
    expired?: string | string[];
    restablecida?: string | string[];
    activada?: string | string[];
    volver?: string | string[];
  }>;
}) {
  const { expired, restablecida, activada, volver } = await searchParams;
  const returnTo = safeReturnPath(volver);
  if (await currentSession()) redirect(returnTo);
  const t = await getTranslations({ locale: 'es', namespace: 'Login' });
  const all = messagesFor('es');
  return (
    <PageFrame locale="es" path="/login" navbar="dark" header={{ titulo: t('heading'), subtitulo: t('intro') }}>
      <section className="bg-slate-50 px-4 py-12 sm:px-6">
        <LoginForm
          expired={expired === '1'}
          passwordReset={restablecida === '1'}
          accountActivated={activada === '1'}
          returnTo={returnTo}
          texts={all.Login as LoginTexts}
          passwordChangeMessages={all.PasswordChange}
        />
      </section>
    </PageFrame>
  );
}
