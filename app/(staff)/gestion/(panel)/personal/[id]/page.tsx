// /gestion/personal/:id: one member of staff (administración only): role and state, both changed
// here as in the list, last sign-in, second factor, the sessions open now (end one or all), and
// resetting their second factor.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { dateTime } from '@/components/staff/format';
import { fieldClass } from '@/components/staff/post';
import { AccessForm, RoleForm } from '@/components/staff/member-forms';
import { memberDetail, RESET_REASON_MAX } from '@/lib/staff/member';
import { requireStaffPage } from '@/lib/staff/request-session';
import { ROLE_LABELS } from '@/lib/staff/roles';

export const metadata: Metadata = { title: 'Personal' };

function factorsText(m: { totp: boolean; recoveryCodesLeft: number; passkeys: number }): string {
  const parts: string[] = [];
  if (m.totp) parts.push(`aplicación de códigos, ${m.recoveryCodesLeft} códigos de recuperación sin usar`);
  if (m.passkeys > 0) parts.push(m.passkeys === 1 ? '1 llave de acceso' : `${m.passkeys} llaves de acceso`);
  return `Configurada: ${parts.join(' · ')}`;
}

export default async function StaffMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { staff } = await requireStaffPage('/gestion/personal/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const m = await memberDetail(Number(id), staff);
  if (!m) notFound();
  const own = m.id === staff.staffId;
  const section = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';
  const state = m.disabled
    ? 'Desactivada'
    : m.invited
      ? 'Invitación pendiente (sin contraseña todavía)'
      : m.enrolled
        ? 'Activa'
        : 'Activa, sin verificación en dos pasos (la configurará al entrar)';
  return (
    <>
      <p>
        <Link href="/gestion/personal" className="text-brand-800 underline">
          ← Personal
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words text-navy-900">{m.name || m.email}</h1>
      {m.name && <p className="mt-1 text-slate-700">{m.email}</p>}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="cuenta" className={section}>
          <h2 id="cuenta" className="text-lg font-semibold text-navy-900">
            Cuenta
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-600">Papel</dt>
            <dd>{ROLE_LABELS[m.role]}</dd>
            <dt className="font-medium text-slate-600">Estado</dt>
            <dd>{state}</dd>
            <dt className="font-medium text-slate-600">Último acceso</dt>
            <dd>{m.lastSignInAt ? dateTime(m.lastSignInAt) : 'Nunca'}</dd>
            <dt className="font-medium text-slate-600">Verificación en dos pasos</dt>
            <dd>{m.enrolled ? factorsText(m) : 'Sin configurar'}</dd>
            <dt className="font-medium text-slate-600">Alta</dt>
            <dd>{dateTime(m.createdAt)}</dd>
          </dl>
          {own ? (
            <p className="mt-3 text-sm text-slate-700">
              Tu propio papel y tu cuenta los cambia otra persona de administración.
            </p>
          ) : (
            <div className="mt-4 space-y-4 border-t border-slate-200 pt-4">
              <RoleForm member={m} label="Nuevo papel" />
              <AccessForm member={m} labels={{ on: 'Activar la cuenta', off: 'Desactivar la cuenta' }} />
            </div>
          )}
        </section>
        <section aria-labelledby="verificacion" className={section}>
          <h2 id="verificacion" className="text-lg font-semibold text-navy-900">
            Restablecer la verificación en dos pasos
          </h2>
          {own ? (
            <p className="mt-2 text-slate-700">
              Tus factores se gestionan en{' '}
              <Link href="/gestion/mi-cuenta" className="text-brand-800 underline">
                Mi seguridad
              </Link>
              ; si los pierdes todos, otra persona de administración la restablece.
            </p>
          ) : (
            <>
              <p className="mt-2 text-slate-700">
                Para quien ha perdido el móvil, sus códigos o su llave de acceso: se borran su clave, sus códigos de
                recuperación y sus llaves de acceso, se cierran sus sesiones y, al entrar de nuevo con su contraseña, la
                configurará otra vez.
              </p>
              <ActionForm
                endpoint={`personal/${m.id}/segundo-factor`}
                submitLabel="Restablecer"
                secondary
                confirm={`¿Restablecer la verificación en dos pasos de ${m.email}? Sus sesiones se cerrarán.`}
                className="mt-3 space-y-3"
              >
                <label className="block font-medium">
                  Motivo (queda en el registro)
                  <input name="motivo" required maxLength={RESET_REASON_MAX} className={fieldClass} />
                </label>
              </ActionForm>
            </>
          )}
        </section>
      </div>
      <section aria-labelledby="sesiones" className={`${section} mt-6`}>
        <h2 id="sesiones" className="text-lg font-semibold text-navy-900">
          Sesiones abiertas <span className="font-normal text-slate-600">({m.sessions.length})</span>
        </h2>
        {m.sessions.length === 0 ? (
          <p className="mt-2 text-slate-700">Ninguna.</p>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-slate-200">
              {m.sessions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <p>
                    <span className="font-medium">
                      {s.browser} · {s.system}
                    </span>
                    {s.current && (
                      <span className="ml-2 rounded bg-teal-50 px-2 py-0.5 text-sm text-teal-900">esta sesión</span>
                    )}
                    <span className="block text-sm text-slate-700">
                      Entró el {dateTime(s.createdAt)} · última actividad {dateTime(s.lastSeenAt)}
                    </span>
                  </p>
                  {!s.current && (
                    <ActionForm
                      endpoint={`personal/${m.id}/sesiones`}
                      submitLabel="Cerrar"
                      secondary
                      className="flex items-center gap-3"
                    >
                      <input type="hidden" name="sesion" value={s.id} />
                    </ActionForm>
                  )}
                </li>
              ))}
            </ul>
            {m.sessions.some((s) => !s.current) && (
              <ActionForm
                endpoint={`personal/${m.id}/sesiones`}
                submitLabel={own ? 'Cerrar las demás sesiones' : 'Cerrar todas'}
                secondary
                className="mt-3"
              >
                <input type="hidden" name="todas" value="1" />
              </ActionForm>
            )}
          </>
        )}
      </section>
    </>
  );
}
