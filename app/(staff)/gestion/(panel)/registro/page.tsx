// /gestion/registro: the audit trail (administración only), filtered by person, action, object and
// date, 25 a page, with the filtered set as CSV.
import type { Metadata } from 'next';
import { KeysetPager } from '@/components/staff/keyset-pager';
import { DateRangeFilters, FilterActions, FilterForm, SelectFilter, TextFilter } from '@/components/staff/list-filters';
import { secondaryButtonClass } from '@/components/staff/post';
import { auditFilterFrom } from '@/lib/audit/filter';
import { searchParamsOf } from '@/lib/http/list-params';
import { actionLabel, objectTypeLabel } from '@/lib/audit/labels';
import { auditNames } from '@/lib/audit/names';
import { auditVocabulary, describeChanges, objectText, queryAudit } from '@/lib/audit/trail';
import { listStaff } from '@/lib/staff/member';
import { requireStaffPage } from '@/lib/staff/request-session';
import { ListTable } from '@/components/staff/list-table';
import { madridTime } from '@/lib/format/intl';

export const metadata: Metadata = { title: 'Registro' };

const when = (d: Date) => madridTime(d, 'short', 'medium');

export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage('/gestion/registro');
  const params = searchParamsOf(await searchParams);
  const { filter, cursor } = auditFilterFrom(params);
  const [{ rows, total, next, prev }, vocabulary, staff] = await Promise.all([
    queryAudit(filter, cursor),
    auditVocabulary(),
    listStaff(),
  ]);
  // The objects' and people's names of this page's entries: one query per kind of object.
  const names = await auditNames(rows);
  const exportParams = new URLSearchParams(params);
  exportParams.delete('pagina');
  exportParams.delete('pos');
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Registro de actividad</h1>
      <p className="mt-1 text-slate-700">
        Cada acción del personal, con lo que cambió. No se puede modificar ni borrar.
      </p>
      <FilterForm layout="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <SelectFilter
          params={params}
          name="persona"
          label="Persona"
          all="Todas"
          options={staff.map((s) => [s.id, s.email] as const)}
        />
        <SelectFilter
          params={params}
          name="accion"
          label="Acción"
          all="Todas"
          options={vocabulary.actions.map((a) => [a, actionLabel(a)] as const)}
        />
        <SelectFilter
          params={params}
          name="objeto"
          label="Objeto"
          all="Todos"
          options={vocabulary.objectTypes.map((t) => [t, objectTypeLabel(t)] as const)}
        />
        <TextFilter params={params} name="id" label="Id del objeto" type="text" />
        <DateRangeFilters params={params} />
        <FilterActions className="flex flex-wrap gap-3 sm:col-span-3 lg:col-span-6">
          <a href={`/api/gestion/registro?${exportParams.toString()}`} className={secondaryButtonClass} download>
            Descargar CSV
          </a>
        </FilterActions>
      </FilterForm>
      <ListTable
        caption="Entradas del registro, de la más reciente a la más antigua"
        columns={['Fecha', 'Persona', 'Acción', 'Objeto', 'Cambios']}
        empty={rows.length === 0 && 'Ninguna entrada con estos filtros.'}
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-200 align-top">
            <td className="px-4 py-2 whitespace-nowrap">{when(r.at)}</td>
            <td className="px-4 py-2">{r.actorEmail || 'sistema'}</td>
            <td className="px-4 py-2">{actionLabel(r.action)}</td>
            <td className="min-w-40 px-4 py-2 break-words">{objectText(r.objectType, r.objectId, names)}</td>
            <td className="px-4 py-2 break-words">{describeChanges(r.changes, names)}</td>
          </tr>
        ))}
      </ListTable>
      <KeysetPager total={total} shown={rows.length} next={next} prev={prev} params={params} base="/gestion/registro" />
    </>
  );
}
