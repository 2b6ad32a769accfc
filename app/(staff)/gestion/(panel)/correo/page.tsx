// /gestion/correo: the mail outbox (atención al cliente, administración): every mail newest first
// with its delivery, filters, 25 a page (Siguiente/Anterior by position), "Reintentar ahora", and the stuck ones highlighted with
// the rule /api/health counts by.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { dateTime } from '@/components/staff/format';
import { KeysetPager } from '@/components/staff/keyset-pager';
import { DateRangeFilters, FilterActions, FilterForm, SelectFilter, TextFilter } from '@/components/staff/list-filters';
import { searchParamsOf } from '@/lib/http/list-params';
import { MAIL_KINDS, MAIL_KIND_LABELS, mailKindLabel, mailStatusLabel } from '@/lib/mail/kinds';
import { isStuckMail } from '@/lib/mail/outbox';
import { outboxFilterFrom, queryOutbox, stuckAfterWords } from '@/lib/mail/staff/outbox';
import { requireStaffPage } from '@/lib/staff/request-session';
import { ListTable } from '@/components/staff/list-table';

export const metadata: Metadata = { title: 'Correo' };

export default async function OutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage('/gestion/correo');
  const params = searchParamsOf(await searchParams);
  const { filter, cursor } = outboxFilterFrom(params);
  const now = new Date();
  const { rows, total, counts, next, prev } = await queryOutbox(filter, cursor, now);
  const after = stuckAfterWords();
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Correo</h1>
      <p className="mt-1 text-slate-700">
        Cada correo que envía la web, con su entrega. Los que siguen sin enviar tras {after} aparecen marcados como
        atascados.
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Resumen">
        <li>
          En cola: <strong>{counts.pending}</strong>
        </li>
        <li>
          No se pudo enviar: <strong>{counts.failed}</strong>
        </li>
        <li>
          Enviados: <strong>{counts.sent}</strong>
        </li>
        <li className={counts.stuck > 0 ? 'font-semibold text-red-800' : ''}>
          Atascados (más de {after}): <strong>{counts.stuck}</strong>
        </li>
      </ul>
      <FilterForm layout="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <SelectFilter
          params={params}
          name="estado"
          label="Estado"
          all="Todos"
          options={[
            ...(['pending', 'failed', 'sent'] as const).map((s) => [s, mailStatusLabel(s)] as const),
            ['atascado', `Atascado (más de ${after})`],
          ]}
        />
        <SelectFilter
          params={params}
          name="tipo"
          label="Tipo"
          all="Todos"
          options={MAIL_KINDS.map((k) => [k, MAIL_KIND_LABELS[k]] as const)}
        />
        <TextFilter params={params} name="para" label="Destinatario (dirección o su comienzo)" />
        <DateRangeFilters params={params} />
        <FilterActions className="sm:col-span-3 lg:col-span-5" />
      </FilterForm>
      <ListTable
        caption="Correos, del más reciente al más antiguo"
        columns={[
          'En cola desde',
          'Destinatario',
          'Asunto',
          'Tipo',
          'Estado',
          'Intentos',
          'Próximo intento',
          'Último error',
          <span key="acciones" className="sr-only">
            Acciones
          </span>,
        ]}
        empty={rows.length === 0 && 'Ningún correo con estos filtros.'}
      >
        {rows.map((m) => {
          const stuck = isStuckMail(m, now);
          return (
            <tr
              key={m.id}
              className={`border-t border-slate-200 align-top ${stuck ? 'bg-amber-50' : ''}`}
              data-atascado={stuck || undefined}
            >
              <td className="px-4 py-2 whitespace-nowrap">{dateTime(m.createdAt)}</td>
              <td className="px-4 py-2 break-all">{m.to}</td>
              <td className="px-4 py-2">
                <Link href={`/gestion/correo/${m.id}`} className="text-brand-800 underline">
                  {m.subject}
                </Link>
              </td>
              <td className="px-4 py-2">{mailKindLabel(m.kind)}</td>
              <td className="px-4 py-2 whitespace-nowrap">
                {mailStatusLabel(m.status)}
                {m.status === 'sent' && m.sentAt ? (
                  <span className="block text-slate-600">{dateTime(m.sentAt)}</span>
                ) : null}
                {stuck && <strong className="mt-1 block text-red-800">Atascado</strong>}
              </td>
              <td className="px-4 py-2">{m.attempts}</td>
              <td className="px-4 py-2 whitespace-nowrap">
                {m.status === 'pending' ? dateTime(m.nextAttemptAt) : '—'}
              </td>
              <td className="max-w-xs px-4 py-2 break-words text-red-800">{m.status !== 'sent' ? m.lastError : ''}</td>
              <td className="px-4 py-2 whitespace-nowrap">
                {m.status !== 'sent' && (
                  <ActionForm endpoint={`correo/${m.id}/reintentar`} submitLabel="Reintentar ahora" secondary />
                )}
              </td>
            </tr>
          );
        })}
      </ListTable>
      <KeysetPager total={total} shown={rows.length} next={next} prev={prev} params={params} base="/gestion/correo" />
    </>
  );
}
