// /login: the sign-in form; a visitor already signed in goes to /micuenta. The check
// runs here on the server, per request.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm, type LoginTexts } from '@/components/account/login-form';
import { PageFrame } from '@/components/layout/page-frame';
import { currentSession } from '@/lib/auth/request-session';
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
  }>;
}) {
  if (await currentSession()) redirect('/micuenta');
  const { expired, restablecida, activada } = await searchParams;
  const t = await getTranslations({ locale: 'es', namespace: 'Login' });
  const all = messagesFor('es');
  return (
    <PageFrame locale="es" path="/login" navbar="dark" header={{ titulo: t('heading'), subtitulo: t('intro') }}>
      <section className="bg-slate-50 px-4 py-12 sm:px-6">
        <LoginForm
          expired={expired === '1'}
          passwordReset={restablecida === '1'}
          accountActivated={activada === '1'}
          texts={all.Login as LoginTexts}
          passwordChangeMessages={all.PasswordChange}
        />
      </section>
    </PageFrame>
  );
}
