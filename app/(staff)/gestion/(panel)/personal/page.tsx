// /gestion/personal: staff accounts (administración only): invite, change a role, turn off/on;
// each member's page (/gestion/personal/:id) has their sessions and second factor.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { dateTime } from '@/components/staff/format';
import { fieldClass } from '@/components/staff/post';
import { AccessForm, RoleForm, RoleSelect } from '@/components/staff/member-forms';
import { ScrollRegion } from '@/components/staff/scroll-region';
import { listStaff } from '@/lib/staff/member';
import { requireStaffPage } from '@/lib/staff/request-session';
import { ROLE_LABELS } from '@/lib/staff/roles';

export const metadata: Metadata = { title: 'Personal' };

export default async function StaffPage() {
  const { staff } = await requireStaffPage('/gestion/personal');
  const members = await listStaff();
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Personal</h1>
      <section aria-labelledby="invitar" className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="invitar" className="text-lg font-semibold text-navy-900">
          Invitar a una persona
        </h2>
        <p className="mt-1 text-slate-700">
          Recibirá un enlace de un solo uso (24 horas) para elegir su contraseña y configurar la verificación en dos
          pasos.
        </p>
        <ActionForm endpoint="personal" submitLabel="Enviar invitación" className="mt-4 grid gap-4 md:grid-cols-3">
          <label className="block font-medium">
            Correo electrónico
            <input name="email" type="email" required className={fieldClass} />
          </label>
          <label className="block font-medium">
            Nombre
            <input name="nombre" maxLength={80} className={fieldClass} />
          </label>
          <RoleSelect id="papel-nuevo" label="Papel" />
        </ActionForm>
      </section>
      <section aria-labelledby="equipo" className="mt-8">
        <h2 id="equipo" className="text-lg font-semibold text-navy-900">
          Equipo <span className="font-normal text-slate-600">({members.length})</span>
        </h2>
        <ScrollRegion label="Tabla del equipo" className="mt-3 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Persona
                </th>
                <th scope="col" className="px-4 py-3">
                  Estado
                </th>
                <th scope="col" className="px-4 py-3">
                  Último acceso
                </th>
                <th scope="col" className="px-4 py-3">
                  Papel
                </th>
                <th scope="col" className="px-4 py-3">
                  Acceso
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id} className="border-t border-slate-200 align-top">
                  <td className="px-4 py-3">
                    <Link href={`/gestion/personal/${m.id}`} className="font-medium text-brand-800 underline">
                      {m.email}
                    </Link>
                    {m.name && <span className="block text-slate-600">{m.name}</span>}
                  </td>
                  <td className="px-4 py-3">
                    {m.disabled ? 'Desactivada' : m.enrolled ? 'Activa' : 'Invitación pendiente (sin configurar)'}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{m.lastSignInAt ? dateTime(m.lastSignInAt) : 'Nunca'}</td>
                  <td className="px-4 py-3">
                    {m.id === staff.staffId ? (
                      ROLE_LABELS[m.role]
                    ) : (
                      <RoleForm member={m} label={`Papel de ${m.email}`} hideLabel />
                    )}
                  </td>
                  <td className="px-4 py-3">
                    {m.id !== staff.staffId && <AccessForm member={m} labels={{ on: 'Activar', off: 'Desactivar' }} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </>
  );
}
