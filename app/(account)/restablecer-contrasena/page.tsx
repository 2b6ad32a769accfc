// /restablecer-contrasena#token=…: choose a new password through an e-mailed link. The token stays
// in the fragment; the page is sent with Referrer-Policy: no-referrer (next.config.ts).
import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = {
  title: 'Nueva contraseña',
  description: 'Elige una contraseña nueva para el área de clientes.',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default function ResetPasswordPage() {
  return (
    <PageFrame
      locale="es"
      path="/restablecer-contrasena"
      navbar="dark"
      header={{ titulo: 'Nueva contraseña', subtitulo: 'Elige la contraseña con la que entrarás a partir de ahora' }}
    >
      <section className="bg-slate-50 px-4 py-12 sm:px-6">
        <ResetPasswordForm />
      </section>
    </PageFrame>
  );
}
