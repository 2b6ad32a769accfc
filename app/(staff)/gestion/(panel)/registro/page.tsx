// /gestion/registro: the audit trail (administración only), filtered by person, action, object and
// date, 25 a page, with the filtered set as CSV.
import type { Metadata } from 'next';
import { Forbidden } from '@/components/staff/forbidden';
import { Pager } from '@/components/staff/pager';
import { buttonClass, fieldClass, secondaryButtonClass } from '@/components/staff/post';
import { auditFilterFrom, searchParamsOf } from '@/lib/audit/filter';
import { actionLabel } from '@/lib/audit/labels';
import { AUDIT_PAGE_SIZE, auditVocabulary, describeChanges, queryAudit } from '@/lib/audit/trail';
import { listStaff } from '@/lib/staff/accounts';
import { requireStaffPage } from '@/lib/staff/request-session';
import { ListTable } from '@/components/staff/list-table';

export const metadata: Metadata = { title: 'Registro' };

const when = (d: Date) => d.toLocaleString('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'medium' });

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { allowed } = await requireStaffPage('audit.read');
  if (!allowed) return <Forbidden />;
  const params = searchParamsOf(await searchParams);
  const { filter, page } = auditFilterFrom(params);
  const [{ rows, total }, vocabulary, staff] = await Promise.all([queryAudit(filter, page), auditVocabulary(), listStaff()]);
  const exportParams = new URLSearchParams(params);
  exportParams.delete('pagina');
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Registro de actividad</h1>
      <p className="mt-1 text-slate-700">Cada acción del personal, con lo que cambió. No se puede modificar ni borrar.</p>
      <form method="get" className="mt-6 grid gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-6">
        <label className="block text-sm font-medium">
          Persona
          <select name="persona" defaultValue={params.get('persona') ?? ''} className={fieldClass}>
            <option value="">Todas</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.email}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          Acción
          <select name="accion" defaultValue={params.get('accion') ?? ''} className={fieldClass}>
            <option value="">Todas</option>
            {vocabulary.actions.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          Objeto
          <select name="objeto" defaultValue={params.get('objeto') ?? ''} className={fieldClass}>
            <option value="">Todos</option>
            {vocabulary.objectTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          Id del objeto
          <input name="id" defaultValue={params.get('id') ?? ''} className={fieldClass} />
        </label>
        <label className="block text-sm font-medium">
          Desde
          <input type="date" name="desde" defaultValue={params.get('desde') ?? ''} className={fieldClass} />
        </label>
        <label className="block text-sm font-medium">
          Hasta
          <input type="date" name="hasta" defaultValue={params.get('hasta') ?? ''} className={fieldClass} />
        </label>
        <div className="flex flex-wrap gap-3 sm:col-span-3 lg:col-span-6">
          <button type="submit" className={buttonClass}>
            Filtrar
          </button>
          <a href={`/api/gestion/registro?${exportParams.toString()}`} className={secondaryButtonClass} download>
            Descargar CSV
          </a>
        </div>
      </form>
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
            <td className="px-4 py-2 whitespace-nowrap">{r.objectType ? `${r.objectType} ${r.objectId}` : ''}</td>
            <td className="px-4 py-2 break-words">{describeChanges(r.changes)}</td>
          </tr>
        ))}
      </ListTable>
      <Pager total={total} page={page} pageSize={AUDIT_PAGE_SIZE} params={params} base="/gestion/registro" />
    </>
  );
}
