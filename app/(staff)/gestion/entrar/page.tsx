// /gestion/entrar: staff sign-in (password, then the second factor or its enrolment). A member
// already signed in goes where `?volver=` leads (a page of the back office; the dashboard
// otherwise), as the sign-in does once done; a sign-in half done resumes at its step.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { StaffSignIn } from '@/components/staff/sign-in';
import { safeStaffReturnPath } from '@/lib/auth/return-path';
import { currentStaff } from '@/lib/staff/request-session';
import { staffPendingStep } from '@/lib/staff/sign-in';

export const metadata: Metadata = { title: 'Entrar' };

export default async function StaffSignInPage({
  searchParams,
}: {
  searchParams: Promise<{ caducada?: string; volver?: string | string[] }>;
}) {
  const { caducada, volver } = await searchParams;
  const returnTo = safeStaffReturnPath(volver);
  if (await currentStaff()) redirect(returnTo);
  const store = await cookies();
  const pending = await staffPendingStep({ get: (name) => store.get(name)?.value, set: () => undefined });
  return (
    <main id="contenido" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Mille · Gestión</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold text-navy-900">Entrar en la gestión</h1>
        <StaffSignIn
          initialStep={pending?.step ?? 'password'}
          email={pending?.email ?? ''}
          notice={caducada === '1' ? 'Tu sesión ha caducado. Vuelve a entrar.' : ''}
          returnTo={returnTo}
        />
      </div>
    </main>
  );
}
