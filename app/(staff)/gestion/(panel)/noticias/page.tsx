// /gestion/noticias: every news item with its status (borrador, programada, publicada, retirada),
// searched and filtered, 25 a page with the total.
import type { Metadata } from 'next';
import Link from 'next/link';
import { dateTime } from '@/components/staff/format';
import { isoDayText } from '@/lib/format/intl';
import { Pager } from '@/components/staff/pager';
import { FilterButton, FilterForm, SelectFilter, TextFilter } from '@/components/staff/list-filters';
import { buttonClass } from '@/components/staff/post';
import { searchParamsOf } from '@/lib/http/list-params';
import { NEWS_PAGE_SIZE, staffNewsList, STATUS_FILTERS } from '@/lib/news/staff/view';
import { requireStaffPage } from '@/lib/staff/request-session';
import { ListTable } from '@/components/staff/list-table';

export const metadata: Metadata = { title: 'Noticias' };

export default async function NewsListPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage('/gestion/noticias');
  const params = searchParamsOf(await searchParams);
  const list = await staffNewsList(params);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Noticias</h1>
        <Link href="/gestion/noticias/nueva" className={buttonClass}>
          Nueva noticia
        </Link>
      </div>
      <FilterForm layout="flex flex-wrap items-end gap-4">
        <TextFilter params={params} label="Buscar en título y descripción" value={list.q} className="grow" />
        <SelectFilter
          params={params}
          name="estado"
          label="Estado"
          all="Todos"
          options={Object.entries(STATUS_FILTERS)}
          value={list.status ?? ''}
        />
        <FilterButton />
      </FilterForm>
      <ListTable
        caption="Noticias, las cambiadas más recientemente primero"
        columns={['Título', 'Fecha', 'Estado', 'Último cambio']}
        empty={list.rows.length === 0 && 'Ninguna noticia con estos filtros.'}
      >
        {list.rows.map((n) => (
          <tr key={n.id} className="border-t border-slate-200">
            <td className="px-4 py-2">
              <Link href={`/gestion/noticias/${n.id}`} className="font-medium text-brand-800 underline">
                {n.title}
              </Link>
            </td>
            <td className="px-4 py-2 whitespace-nowrap">{isoDayText(n.date)}</td>
            <td className="px-4 py-2">
              {n.status}
              {n.status === 'Programada' && n.publishAt ? ` (${dateTime(n.publishAt)})` : ''}
            </td>
            <td className="px-4 py-2 whitespace-nowrap">{dateTime(n.updatedAt)}</td>
          </tr>
        ))}
      </ListTable>
      <Pager total={list.total} page={list.page} pageSize={NEWS_PAGE_SIZE} params={params} base="/gestion/noticias" />
    </>
  );
}
