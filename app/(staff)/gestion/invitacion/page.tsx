// /gestion/invitacion#token=…: a new member of staff chooses a password, then enrols a second factor.
import type { Metadata } from 'next';
import { InvitationForm } from '@/components/staff/invitation-form';

export const metadata: Metadata = { title: 'Invitación' };

export default function InvitationPage() {
  return (
    <main id="contenido" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Mille · Gestión</p>
        <h1 className="mt-1 mb-2 text-2xl font-bold text-navy-900">Te damos la bienvenida a la gestión</h1>
        <p className="mb-6 text-slate-700">
          Elige tu contraseña. Después configurarás la verificación en dos pasos con tu móvil.
        </p>
        <InvitationForm />
      </div>
    </main>
  );
}
