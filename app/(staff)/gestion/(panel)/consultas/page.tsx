// /gestion/consultas: every enquiry, newest first, filtered by kind, state, date and assignee,
// searched over name, e-mail and text (full-text, word prefixes, accents aside); 25 a page,
// "Anterior/Siguiente" by keyset, with the total; the filtered set as CSV; erasure
// of one person's enquiries (RGPD).
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { dateOnly, dateTime } from '@/components/staff/format';
import { KeysetPager } from '@/components/staff/keyset-pager';
import { DateRangeFilters, FilterActions, FilterForm, SelectFilter, TextFilter } from '@/components/staff/list-filters';
import { fieldClass, secondaryButtonClass } from '@/components/staff/post';
import { searchParamsOf } from '@/lib/http/list-params';
import { enquiryKinds } from '@/lib/enquiries/fields';
import { ENQUIRY_STATES, inboxFilterFrom, KIND_LABELS, listInbox, STATE_LABELS } from '@/lib/enquiries/staff/inbox';
import { env } from '@/lib/env';
import { listStaff } from '@/lib/staff/member';
import { requireStaffPage } from '@/lib/staff/request-session';
import { can } from '@/lib/staff/roles';
import { ListTable } from '@/components/staff/list-table';

export const metadata: Metadata = { title: 'Consultas' };

export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage('/gestion/consultas');
  const params = searchParamsOf(await searchParams);
  const { filter, cursor } = inboxFilterFrom(params);
  const [{ rows, total, next, prev }, staff] = await Promise.all([listInbox(filter, cursor), listStaff()]);
  const assignable = staff.filter((s) => !s.disabled && can(s.role, 'enquiries.work'));
  const exportParams = new URLSearchParams(params);
  exportParams.delete('pagina');
  exportParams.delete('pos');
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Consultas</h1>
      <p className="mt-1 text-slate-700">
        Se borran solas a los {env().ENQUIRY_RETENTION_MONTHS} meses de llegar, como dice la política de privacidad.
      </p>
      <FilterForm layout="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <TextFilter params={params} label="Buscar (nombre, correo o texto)" className="sm:col-span-3 lg:col-span-2" />
        <SelectFilter
          params={params}
          name="tipo"
          label="Tipo"
          all="Todos"
          options={enquiryKinds.map((k) => [k, KIND_LABELS[k]] as const)}
        />
        <SelectFilter
          params={params}
          name="estado"
          label="Estado"
          all="Todos"
          options={ENQUIRY_STATES.map((s) => [s, STATE_LABELS[s]] as const)}
        />
        <SelectFilter
          params={params}
          name="asignada"
          label="Asignada a"
          all="Cualquiera"
          options={[['nadie', 'Nadie'], ...assignable.map((s) => [String(s.id), s.email] as const)]}
        />
        <DateRangeFilters params={params} />
        <FilterActions className="flex flex-wrap items-end gap-3 sm:col-span-3 lg:col-span-5">
          <a href={`/api/gestion/consultas?${exportParams.toString()}`} className={secondaryButtonClass} download>
            Descargar CSV
          </a>
        </FilterActions>
      </FilterForm>
      <ListTable
        caption="Consultas, de la más reciente a la más antigua"
        columns={['Fecha', 'Tipo', 'Nombre', 'Correo', 'Estado', 'Asignada', 'Se borra']}
        empty={rows.length === 0 && 'Ninguna consulta con estos filtros.'}
      >
        {rows.map((r) => (
          <tr key={r.id} className={`border-t border-slate-200 ${r.state === 'new' ? 'font-semibold' : ''}`}>
            <td className="px-4 py-2 whitespace-nowrap">
              <Link href={`/gestion/consultas/${r.id}`} className="text-brand-800 underline">
                {dateTime(r.createdAt)}
              </Link>
            </td>
            <td className="px-4 py-2">{KIND_LABELS[r.kind] ?? r.kind}</td>
            <td className="px-4 py-2">{r.name}</td>
            <td className="px-4 py-2 break-all">{r.email}</td>
            <td className="px-4 py-2">{STATE_LABELS[r.state]}</td>
            <td className="px-4 py-2 break-all">{r.assignee || '—'}</td>
            <td className="px-4 py-2 whitespace-nowrap">{dateOnly(r.deletesAt)}</td>
          </tr>
        ))}
      </ListTable>
      <KeysetPager
        total={total}
        shown={rows.length}
        next={next}
        prev={prev}
        params={params}
        base="/gestion/consultas"
      />
      <section aria-labelledby="borrar" className="mt-10 rounded-lg border border-red-200 bg-white p-6">
        <h2 id="borrar" className="text-lg font-semibold text-navy-900">
          Borrar los datos de una persona (derecho de supresión)
        </h2>
        <p className="mt-1 text-slate-700">
          Borra todas sus consultas, con sus notas y los correos de esas consultas (avisos, acuses y respuestas). El
          correo de su cuenta de cliente o de personal (avisos de seguridad, enlaces de acceso) no se toca. No se puede
          deshacer; el registro guarda solo cuántos se borraron.
        </p>
        <ActionForm
          endpoint="consultas/borrar"
          submitLabel="Borrar sus datos"
          confirm="¿Borrar todas las consultas de esa dirección y sus correos? No se puede deshacer."
          className="mt-4 space-y-3"
        >
          <label className="block max-w-md font-medium">
            Correo electrónico de la persona
            <input name="email" type="email" required className={fieldClass} />
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="confirmar" value="1" required className="h-4 w-4" />
            Confirmo que lo ha pedido la persona interesada
          </label>
        </ActionForm>
      </section>
    </>
  );
}
