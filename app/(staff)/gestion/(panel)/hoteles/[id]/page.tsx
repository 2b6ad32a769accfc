// /gestion/hoteles/:id: the hotel's data (every field the customer area shows), its rule on
// two-factor sign-in for billing contacts, its contacts (edit, move, remove, add or invite), and
// a link to its invoices.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { ContactFields, HotelFields } from '@/components/staff/customer-fields';
import { HotelPicker } from '@/components/staff/hotel-picker';
import { fieldClass, secondaryButtonClass } from '@/components/staff/post';
import { HOTEL_TYPED_FIELD } from '@/lib/account/staff/actions';
import { CONTACT_TYPE_LABELS } from '@/lib/account/staff/contacts';
import { hotelDetail } from '@/lib/account/staff/hotels';
import { requireStaffPage } from '@/lib/staff/request-session';
import { can } from '@/lib/staff/roles';

export const metadata: Metadata = { title: 'Hotel' };

const card = 'mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';

export default async function HotelPage({ params }: { params: Promise<{ id: string }> }) {
  const { staff } = await requireStaffPage('/gestion/hoteles/[id]');
  const { id } = await params;
  const hotel = /^\d{1,9}$/.test(id) ? await hotelDetail(Number(id)) : null;
  if (!hotel) notFound();
  const billingWithout = hotel.contacts.filter(
    (c) => c.contactType === 1 && !c.user.totpEnabledAt && c.user._count.passkeys === 0,
  );
  return (
    <>
      <p className="text-sm">
        <Link href="/gestion/hoteles" className="text-brand-800 underline">
          Hoteles
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">{hotel.name}</h1>
        {can(staff.role, 'invoices.manage') && (
          <Link href={`/gestion/facturas?hotel=${hotel.id}`} className={secondaryButtonClass}>
            Facturas del hotel ({hotel._count.invoices})
          </Link>
        )}
      </div>

      <section aria-labelledby="datos" className={card}>
        <h2 id="datos" className="text-lg font-semibold text-navy-900">
          Datos del hotel
        </h2>
        <p className="mt-1 text-sm text-slate-700">Lo que ven sus contactos en Mi cuenta.</p>
        <ActionForm endpoint={`hoteles/${hotel.id}`} submitLabel="Guardar datos" keep className="mt-4 space-y-5">
          <HotelFields
            values={{
              nombrehotel: hotel.name,
              nombrehotelFiscal: hotel.legalName,
              nif: hotel.taxId,
              web: hotel.web,
              direccion: hotel.address,
              codpostal: hotel.postalCode,
              localidad: hotel.city,
              provincia: hotel.province,
              pais: hotel.country,
              emailhotel: hotel.email,
              telefono: hotel.phone,
              telefono2: hotel.phone2,
              mandatosepa: hotel.sepaMandate,
            }}
          />
        </ActionForm>
      </section>

      <section aria-labelledby="dos-pasos" className={card}>
        <h2 id="dos-pasos" className="text-lg font-semibold text-navy-900">
          Verificación en dos pasos
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Si se exige, un contacto de facturación sin verificación en dos pasos (aplicación o llave de acceso) tendrá
          que activarla al entrar y no verá ninguna factura hasta hacerlo.
        </p>
        <ActionForm endpoint={`hoteles/${hotel.id}`} submitLabel="Guardar" keep secondary className="mt-4 space-y-3">
          <input type="hidden" name="accion" value="exigir-2fa" />
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              name="valor"
              value="1"
              defaultChecked={hotel.requireBillingTwoFactor}
              className="h-4 w-4"
            />
            Exigir verificación en dos pasos a los contactos de facturación
          </label>
        </ActionForm>
        {hotel.requireBillingTwoFactor && billingWithout.length > 0 && (
          <p className="mt-3 text-sm text-amber-900">
            Aún sin ella: {billingWithout.map((c) => c.user.email).join(', ')}.
          </p>
        )}
      </section>

      <section aria-labelledby="contactos" className={card}>
        <h2 id="contactos" className="text-lg font-semibold text-navy-900">
          Contactos <span className="font-normal text-slate-600">({hotel.contacts.length})</span>
        </h2>
        {hotel.contacts.length === 0 && <p className="mt-2 text-slate-700">Este hotel aún no tiene contactos.</p>}
        <ul className="mt-4 space-y-4">
          {hotel.contacts.map((c) => (
            <li key={c.id} className="rounded-md border border-slate-200 p-4">
              <p>
                <Link href={`/gestion/usuarios/${c.user.id}`} className="font-medium text-brand-800 underline">
                  {c.user.email}
                </Link>{' '}
                · {c.name} · {CONTACT_TYPE_LABELS[c.contactType] ?? `Tipo ${c.contactType}`}
                {c.position && ` · ${c.position}`}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {c.user.disabledAt ? 'Cuenta desactivada' : 'Cuenta activa'} · Verificación en dos pasos:{' '}
                {c.user.totpEnabledAt || c.user._count.passkeys > 0 ? 'sí' : 'no'}
              </p>
              <details className="mt-3">
                <summary className="cursor-pointer font-medium text-brand-800">Cambiar, mover o quitar</summary>
                <div className="mt-3 space-y-5">
                  <ActionForm endpoint={`contactos/${c.id}`} submitLabel="Guardar contacto" keep className="space-y-4">
                    <ContactFields
                      prefix={`contacto-${c.id}`}
                      values={{
                        tipo: c.contactType,
                        nombre: c.name,
                        puesto: c.position,
                        telefono: c.phone,
                        telefono2: c.phone2,
                        otrosEmails: c.otherEmails,
                        notas: c.notes,
                      }}
                    />
                  </ActionForm>
                  <ActionForm
                    endpoint={`contactos/${c.id}`}
                    submitLabel="Mover"
                    secondary
                    className="flex flex-wrap items-end gap-3"
                  >
                    <input type="hidden" name="accion" value="mover" />
                    <HotelPicker
                      name="hotel"
                      textName={HOTEL_TYPED_FIELD}
                      label="Mover a otro hotel"
                      required
                      className="block font-medium"
                    />
                  </ActionForm>
                  <ActionForm
                    endpoint={`contactos/${c.id}`}
                    submitLabel="Quitar del hotel"
                    secondary
                    confirm={`¿Quitar a ${c.user.email} de ${hotel.name}? Su cuenta sigue existiendo.`}
                  >
                    <input type="hidden" name="accion" value="quitar" />
                  </ActionForm>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="nuevo-contacto" className={card}>
        <h2 id="nuevo-contacto" className="text-lg font-semibold text-navy-900">
          Añadir un contacto
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Si el correo no tiene cuenta, recibirá una invitación para elegir su contraseña (enlace de un solo uso, 7
          días).
        </p>
        <ActionForm endpoint={`hoteles/${hotel.id}/contactos`} submitLabel="Añadir contacto" className="mt-4 space-y-4">
          <label className="block max-w-md font-medium">
            Correo electrónico (usuario)<span className="text-red-800"> *</span>
            <input name="email" type="email" required maxLength={254} autoComplete="off" className={fieldClass} />
          </label>
          <ContactFields prefix="nuevo" />
        </ActionForm>
      </section>
    </>
  );
}
