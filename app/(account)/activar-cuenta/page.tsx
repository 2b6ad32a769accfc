// /activar-cuenta#token=…: a new customer user chooses their first password through the invitation
// staff sent. The token stays in the fragment; the page is sent with Referrer-Policy: no-referrer
// (next.config.ts). The same form as the reset, posting to RestablecerPass.
import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = {
  title: 'Activa tu acceso',
  description: 'Elige la contraseña de tu acceso al área de clientes.',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default function ActivateAccountPage() {
  return (
    <PageFrame
      locale="es"
      path="/activar-cuenta"
      navbar="dark"
      header={{ titulo: 'Activa tu acceso', subtitulo: 'Elige la contraseña con la que entrarás al área de clientes' }}
    >
      <section className="bg-slate-50 px-4 py-12 sm:px-6">
        <ResetPasswordForm invitation />
      </section>
    </PageFrame>
  );
}
