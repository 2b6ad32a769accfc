// /gestion/usuarios: customer users by e-mail, searched over e-mail, contact name and hotel; 25 a
// page; inviting a new one (an e-mailed link to choose the password), optionally as a hotel's contact.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { ContactFields } from '@/components/staff/customer-fields';
import { Pager } from '@/components/staff/pager';
import { FilterButton, FilterForm, TextFilter } from '@/components/staff/list-filters';
import { HotelPicker } from '@/components/staff/hotel-picker';
import { fieldClass } from '@/components/staff/post';
import { HOTEL_TYPED_FIELD } from '@/lib/account/staff/actions';
import { searchListFrom, searchParamsOf } from '@/lib/http/list-params';
import { listCustomers, USER_STATE_LABELS, USERS_PAGE_SIZE } from '@/lib/account/staff/users';
import { requireStaffPage } from '@/lib/staff/request-session';
import { ListTable } from '@/components/staff/list-table';

export const metadata: Metadata = { title: 'Usuarios' };

export default async function UsersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage('/gestion/usuarios');
  const params = searchParamsOf(await searchParams);
  const {
    filter: { q = '' },
    page,
  } = searchListFrom(params);
  const { rows, total } = await listCustomers(q, page);
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Usuarios de clientes</h1>
      <FilterForm layout="flex flex-wrap items-end gap-3" search>
        <TextFilter
          params={params}
          label="Buscar (correo, nombre del contacto u hotel)"
          className="min-w-[18rem] flex-1"
        />
        <FilterButton label="Buscar" />
      </FilterForm>
      <ListTable
        caption="Usuarios por correo electrónico"
        columns={['Correo electrónico', 'Estado', 'Hoteles']}
        empty={rows.length === 0 && <>Ningún usuario{q ? ' con esa búsqueda' : ''}.</>}
      >
        {rows.map((u) => (
          <tr key={u.id} className="border-t border-slate-200">
            <td className="px-4 py-2 break-all">
              <Link href={`/gestion/usuarios/${u.id}`} className="font-medium text-brand-800 underline">
                {u.email}
              </Link>
            </td>
            <td className="px-4 py-2">{USER_STATE_LABELS[u.state]}</td>
            <td className="px-4 py-2">{u.hotels.join(', ') || '—'}</td>
          </tr>
        ))}
      </ListTable>
      <Pager total={total} page={page} pageSize={USERS_PAGE_SIZE} params={params} base="/gestion/usuarios" />

      <section aria-labelledby="invitar" className="mt-10 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="invitar" className="text-lg font-semibold text-navy-900">
          Invitar a un usuario
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Recibirá un enlace de un solo uso (7 días) para elegir su contraseña; nadie más la conoce. Con un hotel, queda
          además como su contacto.
        </p>
        <ActionForm
          endpoint="usuarios"
          submitLabel="Enviar invitación"
          then="/gestion/usuarios"
          className="mt-4 space-y-4"
        >
          <div className="grid gap-4 md:grid-cols-2">
            <label className="block font-medium">
              Correo electrónico<span className="text-red-800"> *</span>
              <input name="email" type="email" required maxLength={254} autoComplete="off" className={fieldClass} />
            </label>
            <HotelPicker
              name="hotel"
              textName={HOTEL_TYPED_FIELD}
              label="Hotel (opcional)"
              className="block font-medium"
            />
          </div>
          <details>
            <summary className="cursor-pointer font-medium text-brand-800">
              Datos del contacto (si indicas un hotel)
            </summary>
            <div className="mt-3">
              <ContactFields prefix="invitar" optional />
            </div>
          </details>
        </ActionForm>
      </section>
    </>
  );
}
