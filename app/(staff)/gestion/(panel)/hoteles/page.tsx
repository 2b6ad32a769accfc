// /gestion/hoteles: hotels by name, searched over name, fiscal name, NIF/CIF and city; 25 a page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Pager } from '@/components/staff/pager';
import { FilterButton, FilterForm, TextFilter } from '@/components/staff/list-filters';
import { buttonClass } from '@/components/staff/post';
import { searchListFrom, searchParamsOf } from '@/lib/http/list-params';
import { HOTELS_PAGE_SIZE, listHotels } from '@/lib/account/staff/hotels';
import { requireStaffPage } from '@/lib/staff/request-session';
import { ListTable } from '@/components/staff/list-table';

export const metadata: Metadata = { title: 'Hoteles' };

export default async function HotelsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage('/gestion/hoteles');
  const params = searchParamsOf(await searchParams);
  const {
    filter: { q = '' },
    page,
  } = searchListFrom(params);
  const { rows, total } = await listHotels(q, page);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Hoteles</h1>
        <Link href="/gestion/hoteles/nuevo" className={buttonClass}>
          Nuevo hotel
        </Link>
      </div>
      <FilterForm layout="flex flex-wrap items-end gap-3" search>
        <TextFilter
          params={params}
          label="Buscar (nombre, nombre fiscal, NIF/CIF o localidad)"
          className="min-w-[18rem] flex-1"
        />
        <FilterButton label="Buscar" />
      </FilterForm>
      <ListTable
        caption="Hoteles por nombre"
        columns={['Hotel', 'Nombre fiscal', 'NIF/CIF', 'Localidad', 'Contactos', 'Dos pasos a facturación']}
        empty={rows.length === 0 && <>Ningún hotel{q ? ' con esa búsqueda' : ''}.</>}
      >
        {rows.map((h) => (
          <tr key={h.id} className="border-t border-slate-200">
            <td className="px-4 py-2">
              <Link href={`/gestion/hoteles/${h.id}`} className="font-medium text-brand-800 underline">
                {h.name}
              </Link>
            </td>
            <td className="px-4 py-2">{h.legalName}</td>
            <td className="px-4 py-2 whitespace-nowrap">{h.taxId}</td>
            <td className="px-4 py-2">{[h.city, h.province].filter(Boolean).join(' · ')}</td>
            <td className="px-4 py-2">{h.contacts}</td>
            <td className="px-4 py-2">{h.requireBillingTwoFactor ? 'Exigida' : 'No'}</td>
          </tr>
        ))}
      </ListTable>
      <Pager total={total} page={page} pageSize={HOTELS_PAGE_SIZE} params={params} base="/gestion/hoteles" />
    </>
  );
}
