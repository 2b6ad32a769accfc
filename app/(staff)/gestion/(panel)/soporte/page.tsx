// /gestion/soporte: the support queue (Soporte técnico, Atención al cliente, Administración). Its
// figures (open cases by priority, unassigned, targets breached, the month's average rating), then
// the open cases, unassigned first and then by the target due soonest, the time left shown as of
// the page's render; filtered by state, priority, hotel, handler, category and target, searched
// over subject and description; 25 a page by position.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { FigureCard } from '@/components/staff/figure-card';
import { KeysetPager } from '@/components/staff/keyset-pager';
import { FilterActions, FilterForm, SelectFilter, TextFilter } from '@/components/staff/list-filters';
import { ListTable } from '@/components/staff/list-table';
import { QueueHotelFilter } from '@/components/staff/queue-hotel-filter';
import { dateTime, dateTimeWords } from '@/components/staff/format';
import { searchParamsOf, withoutEmptyParams } from '@/lib/http/list-params';
import { dueWords } from '@/lib/support/case-clock';
import { CATEGORIES, labelOf, PRIORITIES, STATES } from '@/lib/support/fields';
import { caseHandlers } from '@/lib/support/staff/case-work';
import {
  listQueue,
  queueFigures,
  queueFilterFrom,
  queueHotel,
  RATING_DAYS,
  TARGET_FILTERS,
} from '@/lib/support/staff/queue';
import { casePath, queuePath } from '@/lib/support/staff/queue-return';
import { DUE_SOON_MS } from '@/lib/support/targets';
import { requireStaffPage } from '@/lib/staff/request-session';
import { numberFormat } from '@/lib/format/intl';

export const metadata: Metadata = { title: 'Casos de soporte' };

const cell = 'px-4 py-2 align-top';
const NO_CASES = 'Ningún caso con estos filtros';

export default async function SupportQueuePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { staff } = await requireStaffPage('/gestion/soporte');
  const params = searchParamsOf(await searchParams);
  // The filter form sends every field: the address keeps only the filters in use.
  const cleaned = withoutEmptyParams(params);
  if (cleaned) redirect(queuePath(cleaned));
  const { filter, cursor } = queueFilterFrom(params);
  const now = new Date();
  const [page, figures, handlers, hotel] = await Promise.all([
    listQueue(filter, cursor, now),
    queueFigures(now),
    caseHandlers(),
    filter.hotelId === undefined ? null : queueHotel(filter.hotelId),
  ]);
  const rating =
    figures.rating.average === null ? '—' : numberFormat({ maximumFractionDigits: 1 }).format(figures.rating.average);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Casos de soporte</h1>
        <Link href="/gestion/soporte/respuestas" className="text-brand-800 underline">
          Respuestas predefinidas
        </Link>
      </div>
      <ul
        aria-label="Cifras de los casos abiertos"
        className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7"
      >
        {PRIORITIES.map((p) => (
          <FigureCard
            compact
            key={p.value}
            label={`Abiertos · ${p.label.toLowerCase()}`}
            value={figures.open[p.value]}
            href={`/gestion/soporte?prioridad=${p.value}`}
            warn={p.value === 'critica' && figures.open.critica > 0}
          />
        ))}
        <FigureCard compact label="Sin asignar" value={figures.unassigned} href="/gestion/soporte?responsable=nadie" />
        <FigureCard
          compact
          label="Objetivos incumplidos"
          value={figures.breached}
          href="/gestion/soporte?objetivo=incumplido"
          warn={figures.breached > 0}
        />
        <FigureCard compact label={`Valoración media (${RATING_DAYS} días, ${figures.rating.count})`} value={rating} />
      </ul>
      <FilterForm layout="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextFilter params={params} label="Buscar (asunto o descripción)" className="sm:col-span-2" />
        <SelectFilter
          params={params}
          name="estado"
          label="Estado"
          all="Abiertos"
          options={[['todos', 'Todos'], ...STATES.map((s) => [s.value, s.label] as const)]}
        />
        <SelectFilter
          params={params}
          name="prioridad"
          label="Prioridad"
          all="Todas"
          options={PRIORITIES.map((p) => [p.value, p.label] as const)}
        />
        <QueueHotelFilter initial={hotel} />
        <SelectFilter
          params={params}
          name="responsable"
          label="Responsable"
          all="Cualquiera"
          options={[
            ['nadie', 'Sin asignar'],
            [String(staff.staffId), 'Yo'],
            ...handlers.filter((h) => h.id !== staff.staffId).map((h) => [String(h.id), h.name || h.email] as const),
          ]}
        />
        <SelectFilter
          params={params}
          name="categoria"
          label="Categoría"
          all="Todas"
          options={CATEGORIES.map((c) => [c.value, c.label] as const)}
        />
        <SelectFilter
          params={params}
          name="objetivo"
          label="Objetivo"
          all="Cualquiera"
          options={Object.entries(TARGET_FILTERS)}
        />
        <FilterActions className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <Link href="/gestion/soporte" className="pb-2 text-brand-800 underline">
            Quitar los filtros
          </Link>
        </FilterActions>
      </FilterForm>
      <ListTable
        caption="Casos: primero los sin asignar, después por el objetivo que vence antes"
        columns={['Caso', 'Hotel', 'Prioridad', 'Estado', 'Responsable', 'Objetivo', 'Abierto']}
        empty={page.rows.length === 0 && `${NO_CASES}.`}
      >
        {page.rows.map((r) => {
          const late = r.due !== null && r.due <= now;
          const soon = r.due !== null && !late && r.due.getTime() - now.getTime() <= DUE_SOON_MS;
          return (
            <tr key={r.id} className={`border-t border-slate-200 ${r.handler ? '' : 'bg-amber-50/60'}`}>
              <td className={`${cell} min-w-56`}>
                <Link href={casePath(r.id, params)} className="font-medium text-brand-800 underline">
                  {r.id} · {r.subject}
                </Link>
                <span className="block text-slate-600">{labelOf(CATEGORIES, r.category)}</span>
              </td>
              <td className={cell}>{r.hotelName}</td>
              <td className={`${cell} ${r.priority === 'critica' ? 'font-semibold text-red-800' : ''}`}>
                {labelOf(PRIORITIES, r.priority)}
              </td>
              <td className={cell}>
                {labelOf(STATES, r.state)}
                {r.mergedIntoId !== null && <span className="block text-slate-600">unido al {r.mergedIntoId}</span>}
              </td>
              <td className={`${cell} break-words`}>{r.handler || <strong>Sin asignar</strong>}</td>
              <td className={`${cell} min-w-40`}>
                {r.due ? (
                  <>
                    <span className={late ? 'font-semibold text-red-800' : soon ? 'font-semibold text-amber-900' : ''}>
                      {dueWords(r.due, now)}
                    </span>
                    <span className="block text-slate-600">
                      {r.counting} · {dateTime(r.due)}
                    </span>
                  </>
                ) : (
                  <span className="text-slate-600">
                    {r.state === 'esperando_cliente' ? 'En pausa (espera al cliente)' : '—'}
                  </span>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{dateTime(r.createdAt)}</td>
            </tr>
          );
        })}
      </ListTable>
      <p className="mt-2 text-sm text-slate-600">
        Tiempos calculados {dateTimeWords(now)}; se actualizan al recargar la página.
      </p>
      <KeysetPager
        total={page.total}
        shown={page.rows.length}
        next={page.next}
        prev={page.prev}
        params={params}
        base="/gestion/soporte"
        empty={NO_CASES}
      />
    </>
  );
}
