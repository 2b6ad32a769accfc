// /recuperar-contrasena: "¿Has olvidado tu contraseña?" — an e-mailed link to choose a new one.
import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = {
  title: 'Recuperar la contraseña',
  description: 'Pide un enlace para elegir una contraseña nueva del área de clientes.',
  robots: { index: false, follow: false },
};

export default function ForgotPasswordPage() {
  return (
    <PageFrame
      locale="es"
      path="/recuperar-contrasena"
      navbar="dark"
      header={{ titulo: 'Recuperar la contraseña', subtitulo: 'Te enviamos un enlace para elegir una nueva' }}
    >
      <section className="bg-slate-50 px-4 py-12 sm:px-6">
        <ForgotPasswordForm />
      </section>
    </PageFrame>
  );
}
