// /gestion/mi-cuenta ("Mi seguridad"): the signed-in member's own access, whatever the role: passkeys
// (add, rename, remove but never the last second factor), recovery codes (how many are left, renew
// them) and the password.
import type { Metadata } from 'next';
import { ActionForm } from '@/components/staff/action-form';
import { AddPasskey } from '@/components/staff/add-passkey';
import { dateTime } from '@/components/staff/format';
import { fieldClass } from '@/components/staff/post';
import { RenewRecoveryCodes } from '@/components/staff/recovery-codes';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/password-policy';
import { mySecurity } from '@/lib/staff/my-security';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Mi seguridad' };

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{intro}</p>
      {children}
    </section>
  );
}

export default async function MySecurityPage() {
  const { staff } = await requireStaffPage('/gestion/mi-cuenta');
  const security = await mySecurity(staff.staffId);
  const onlyFactor = !security.totp && security.passkeys.length === 1;
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Mi seguridad</h1>
      <p className="mt-1 text-slate-700">
        {staff.email}. Para entrar hace falta la contraseña y un código de tu aplicación, o una llave de acceso. Siempre
        conservas al menos una de las dos.
      </p>

      <Section
        id="llaves"
        title="Llaves de acceso"
        intro="Entra sin contraseña ni código con la huella, la cara o el PIN de tu dispositivo, o con una llave de seguridad. Cada llave sirve solo para esta web."
      >
        {security.passkeys.length > 0 ? (
          <ul className="mt-4 divide-y divide-slate-200" aria-label="Tus llaves de acceso">
            {security.passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-end justify-between gap-4 py-4">
                <div>
                  <p className="font-medium text-slate-900">{p.name}</p>
                  <p className="text-sm text-slate-600">
                    Añadida el {dateTime(p.createdAt)} ·{' '}
                    {p.lastUsedAt ? `último uso el ${dateTime(p.lastUsedAt)}` : 'sin usar todavía'}
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-3">
                  <ActionForm
                    endpoint="mi-cuenta/llaves/renombrar"
                    submitLabel="Renombrar"
                    secondary
                    className="flex flex-wrap items-end gap-2"
                  >
                    <input type="hidden" name="id" value={p.id} />
                    <label className="block text-sm font-medium">
                      Nombre nuevo de «{p.name}»
                      <input name="nombre" maxLength={60} required defaultValue={p.name} className={fieldClass} />
                    </label>
                  </ActionForm>
                  {onlyFactor ? (
                    <p className="max-w-xs text-sm text-slate-600">
                      Es tu única forma de verificar la entrada: añade otra antes de quitarla.
                    </p>
                  ) : (
                    <ActionForm
                      endpoint="mi-cuenta/llaves/eliminar"
                      submitLabel={`Quitar «${p.name}»`}
                      secondary
                      confirm={`¿Quitar la llave de acceso «${p.name}»? No podrás entrar con ella.`}
                      className="flex flex-wrap items-end gap-2"
                    >
                      <input type="hidden" name="id" value={p.id} />
                      <label className="block text-sm font-medium">
                        Tu contraseña, para quitar «{p.name}»
                        <input
                          type="password"
                          name="contrasena"
                          autoComplete="current-password"
                          required
                          className={fieldClass}
                        />
                      </label>
                    </ActionForm>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-600">Todavía no tienes ninguna llave de acceso.</p>
        )}
        <AddPasskey />
      </Section>

      <Section
        id="codigos"
        title="Aplicación de autenticación y códigos de recuperación"
        intro={
          security.totp
            ? `La verificación con la aplicación está activada. Te quedan ${security.recoveryCodesLeft} ${security.recoveryCodesLeft === 1 ? 'código' : 'códigos'} de recuperación sin usar; si generas otros, los anteriores dejan de servir.`
            : 'No usas una aplicación de autenticación: entras con tus llaves de acceso. Los códigos de recuperación acompañan a la aplicación.'
        }
      >
        {security.totp && <RenewRecoveryCodes />}
      </Section>

      <Section
        id="contrasena"
        title="Contraseña"
        intro={`Entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres. Al cambiarla se cierran tus demás sesiones; tus llaves de acceso siguen valiendo (cada una entra por sí sola), así que quita arriba cualquiera que no sea tuya.`}
      >
        <ActionForm
          endpoint="mi-cuenta/contrasena"
          submitLabel="Cambiar la contraseña"
          className="mt-4 grid max-w-md gap-4"
        >
          <input type="email" name="usuario" autoComplete="username" value={staff.email} readOnly hidden />
          <label className="block font-medium">
            Contraseña actual
            <input type="password" name="actual" autoComplete="current-password" required className={fieldClass} />
          </label>
          <label className="block font-medium">
            Contraseña nueva
            <input
              type="password"
              name="nueva"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              className={fieldClass}
            />
          </label>
          <label className="block font-medium">
            Repite la contraseña nueva
            <input type="password" name="repetir" autoComplete="new-password" required className={fieldClass} />
          </label>
        </ActionForm>
      </Section>
    </>
  );
}
