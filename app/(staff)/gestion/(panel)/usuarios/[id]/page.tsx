// /gestion/usuarios/:id: one customer user: state (active, invited, disabled), lockout, second
// factor, open sessions, the hotels they are a contact of; and what staff can do about each.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { ContactFields } from '@/components/staff/customer-fields';
import { dateTime } from '@/components/staff/format';
import { HotelPicker } from '@/components/staff/hotel-picker';
import { fieldClass } from '@/components/staff/post';
import { HOTEL_TYPED_FIELD } from '@/lib/account/staff/actions';
import { ScrollRegion } from '@/components/staff/scroll-region';
import { CONTACT_TYPE_LABELS } from '@/lib/account/staff/contacts';
import { customerDetail, USER_STATE_LABELS } from '@/lib/account/staff/users';
import { PREFERENCE_KINDS, PREFERENCES } from '@/lib/mail/preference-kinds';
import { kindLabel, sourceLabel, userMailChoices } from '@/lib/mail/staff/consents';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Usuario' };

const card = 'mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

export default async function UserPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/usuarios/[id]');
  const { id } = await params;
  const user = /^\d{1,9}$/.test(id) ? await customerDetail(Number(id)) : null;
  if (!user) notFound();
  const endpoint = `usuarios/${user.id}`;
  const hasSecondFactor = Boolean(user.totpEnabledAt) || user.passkeys.length > 0;
  const mail = await userMailChoices(user.id);
  return (
    <>
      <p className="text-sm">
        <Link href="/gestion/usuarios" className="text-brand-800 underline">
          Usuarios
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-all text-navy-900">{user.email}</h1>

      <section aria-labelledby="estado" className={card}>
        <h2 id="estado" className="text-lg font-semibold text-navy-900">
          Acceso
        </h2>
        <dl className="mt-4 space-y-2">
          <Row label="Estado">{USER_STATE_LABELS[user.state]}</Row>
          <Row label="Alta">{dateTime(user.createdAt)}</Row>
          <Row label="Bloqueo por intentos fallidos">
            {user.locked ? 'Bloqueada' : user.failures > 0 ? `No (${user.failures} intentos fallidos seguidos)` : 'No'}
          </Row>
          <Row label="Verificación en dos pasos">
            {user.totpEnabledAt
              ? `Aplicación activada el ${dateTime(user.totpEnabledAt)}; ${user.recoveryCodesLeft} códigos de recuperación sin usar`
              : 'Sin aplicación'}
            {' · '}
            {user.passkeys.length === 0
              ? 'sin llaves de acceso'
              : `llaves de acceso: ${user.passkeys.map((p) => p.name).join(', ')}`}
          </Row>
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <ActionForm
            endpoint={endpoint}
            submitLabel={user.state === 'disabled' ? 'Activar la cuenta' : 'Desactivar la cuenta'}
            secondary
            confirm={
              user.state === 'disabled'
                ? undefined
                : `¿Desactivar la cuenta de ${user.email}? Sus sesiones se cerrarán al momento y no podrá entrar.`
            }
          >
            <input type="hidden" name="accion" value={user.state === 'disabled' ? 'activar' : 'desactivar'} />
          </ActionForm>
          {user.state !== 'disabled' && (
            <ActionForm
              endpoint={endpoint}
              submitLabel={
                user.state === 'invited' ? 'Reenviar la invitación' : 'Enviar enlace para restablecer la contraseña'
              }
              secondary
            >
              <input type="hidden" name="accion" value="enlace" />
            </ActionForm>
          )}
          {(user.locked || user.failures > 0) && (
            <ActionForm endpoint={endpoint} submitLabel="Desbloquear" secondary>
              <input type="hidden" name="accion" value="desbloquear" />
            </ActionForm>
          )}
        </div>
      </section>

      {hasSecondFactor && (
        <section aria-labelledby="restablecer" className={card}>
          <h2 id="restablecer" className="text-lg font-semibold text-navy-900">
            Restablecer la verificación en dos pasos
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Quita la aplicación, los códigos de recuperación y las llaves de acceso (p. ej. tras perder el móvil).
            Comprueba antes su identidad; el motivo queda en el registro y se le avisa por correo.
          </p>
          <ActionForm
            endpoint={endpoint}
            submitLabel="Restablecer"
            secondary
            confirm={`¿Quitar la verificación en dos pasos de ${user.email}?`}
            className="mt-4 space-y-3"
          >
            <input type="hidden" name="accion" value="restablecer-2fa" />
            <label className="block max-w-xl font-medium">
              Motivo<span className="text-red-800"> *</span>
              <input name="motivo" required minLength={5} maxLength={300} className={fieldClass} />
            </label>
          </ActionForm>
        </section>
      )}

      <section aria-labelledby="sesiones" className={card}>
        <h2 id="sesiones" className="text-lg font-semibold text-navy-900">
          Sesiones abiertas <span className="font-normal text-slate-600">({user.sessions.length})</span>
        </h2>
        {user.sessions.length === 0 ? (
          <p className="mt-2 text-slate-700">Ninguna.</p>
        ) : (
          <>
            <ScrollRegion label="Tabla de sesiones abiertas" className="mt-3">
              <table className="min-w-full text-left text-sm">
                <thead className="bg-slate-100 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      Navegador
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Entró
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Última actividad
                    </th>
                    <th scope="col" className="px-4 py-2">
                      <span className="sr-only">Acción</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {user.sessions.map((s, i) => (
                    <tr key={s.id} className="border-t border-slate-200">
                      <td className="px-4 py-2">
                        {s.browser} · {s.system}
                      </td>
                      <td className="px-4 py-2">{dateTime(s.createdAt)}</td>
                      <td className="px-4 py-2">{dateTime(s.lastSeenAt)}</td>
                      <td className="px-4 py-2">
                        <ActionForm endpoint={endpoint} submitLabel={`Cerrar la sesión ${i + 1}`} secondary>
                          <input type="hidden" name="accion" value="cerrar-sesiones" />
                          <input type="hidden" name="sesion" value={s.id} />
                        </ActionForm>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <div className="mt-4">
              <ActionForm endpoint={endpoint} submitLabel="Cerrar todas las sesiones" secondary>
                <input type="hidden" name="accion" value="cerrar-sesiones" />
              </ActionForm>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="hoteles" className={card}>
        <h2 id="hoteles" className="text-lg font-semibold text-navy-900">
          Hoteles
        </h2>
        {user.contacts.length === 0 ? (
          <p className="mt-2 text-slate-700">No es contacto de ningún hotel: al entrar no verá datos.</p>
        ) : (
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {user.contacts.map((c) => (
              <li key={c.id}>
                <Link href={`/gestion/hoteles/${c.hotel.id}`} className="text-brand-800 underline">
                  {c.hotel.name}
                </Link>
                {c.hotel.city && ` (${c.hotel.city})`} · {CONTACT_TYPE_LABELS[c.contactType] ?? `Tipo ${c.contactType}`}{' '}
                · {c.name}
                {c.contactType === 1 && c.hotel.requireBillingTwoFactor && ' · exige verificación en dos pasos'}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-700">
          Los contactos se cambian, mueven o quitan desde la página de su hotel.
        </p>
        <details className="mt-4">
          <summary className="cursor-pointer font-medium text-brand-800">Hacerlo contacto de otro hotel</summary>
          <ActionForm endpoint={endpoint} submitLabel="Añadir contacto" className="mt-3 space-y-4">
            <input type="hidden" name="accion" value="enlazar" />
            <HotelPicker
              name="hotel"
              textName={HOTEL_TYPED_FIELD}
              label="Hotel"
              required
              className="block max-w-md font-medium"
            />
            <ContactFields prefix="enlazar" />
          </ActionForm>
        </details>
      </section>

      <section aria-labelledby="avisos" className={card}>
        <h2 id="avisos" className="text-lg font-semibold text-navy-900">
          Avisos por correo
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Solo la persona los cambia (en su área de clientes o con el enlace de baja de cada correo). Los avisos de
          seguridad se envían siempre.
        </p>
        <dl className="mt-4 space-y-2" data-testid="mail-choices">
          {PREFERENCE_KINDS.map((kind) => (
            <Row key={kind} label={PREFERENCES[kind].label}>
              {mail.values[kind] ? 'Los recibe' : 'No los recibe'}
            </Row>
          ))}
        </dl>
        <h3 className="mt-6 font-semibold text-navy-900">Historial de consentimientos</h3>
        {mail.history.length === 0 ? (
          <p className="mt-2 text-slate-700">Sin cambios: todo como viene por defecto (comerciales desactivados).</p>
        ) : (
          <ScrollRegion label="Historial de consentimientos" className="mt-2">
            <table className="min-w-full text-left text-sm" data-testid="consent-history">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-4">
                    Fecha
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Tipo
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Decisión
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Texto aceptado
                  </th>
                  <th scope="col" className="py-2">
                    Origen
                  </th>
                </tr>
              </thead>
              <tbody>
                {mail.history.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-4 whitespace-nowrap">{dateTime(c.at)}</td>
                    <td className="py-2 pr-4">{kindLabel(c.kind)}</td>
                    <td className="py-2 pr-4">{c.granted ? 'Activado' : 'Desactivado'}</td>
                    <td className="py-2 pr-4">{c.text}</td>
                    <td className="py-2">{sourceLabel(c.source)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {mail.more && <p className="mt-2 text-sm text-slate-700">Se muestran los 50 más recientes.</p>}
        <p className="mt-3 text-sm">
          <a href="/api/gestion/usuarios/consentimientos" download className="text-brand-800 underline">
            Exportar los consentimientos de todos los usuarios (CSV)
          </a>
        </p>
      </section>
    </>
  );
}
