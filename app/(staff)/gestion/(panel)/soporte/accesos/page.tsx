// /gestion/soporte/accesos: the remote-access grants hotels gave from their account (soporte
// técnico, atención al cliente, administración): those in force now, grouped by hotel, then the
// recent ones newest first, 25 a page by position, of every hotel or of one.
import type { Metadata } from 'next';
import Link from 'next/link';
import { dateTime } from '@/components/staff/format';
import { KeysetPager } from '@/components/staff/keyset-pager';
import { ListTable } from '@/components/staff/list-table';
import { RemoteHotelFilter } from '@/components/staff/remote-hotel-filter';
import { searchParamsOf } from '@/lib/http/list-params';
import { GRANT_STATE_LABELS, grantState } from '@/lib/support/remote-window';
import {
  activeGrants,
  hotelNamed,
  recentGrants,
  recentGrantsFrom,
  type GrantRow,
} from '@/lib/support/staff/remote-access';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Accesos remotos' };

const cell = 'px-4 py-2 align-top';

function GrantLink({ g }: { g: GrantRow }) {
  return (
    <Link href={`/gestion/soporte/accesos/${g.id}`} className="text-brand-800 underline">
      Permiso {g.id}
    </Link>
  );
}

export default async function RemoteAccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage('/gestion/soporte/accesos');
  const params = searchParamsOf(await searchParams);
  const { filter, cursor } = recentGrantsFrom(params);
  const now = new Date();
  const [active, recent, filteredHotel] = await Promise.all([
    activeGrants(now),
    recentGrants(filter, cursor),
    filter.hotelId === undefined ? null : hotelNamed(filter.hotelId),
  ]);
  // In force, grouped by hotel (each hotel's grants ending soonest first).
  const byHotel = new Map<number, GrantRow[]>();
  for (const g of active) byHotel.set(g.hotelId, [...(byHotel.get(g.hotelId) ?? []), g]);
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Accesos remotos</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Los permisos que los hoteles conceden desde su área de clientes para que un técnico se conecte a sus sistemas.
        Solo se puede registrar una sesión mientras el permiso del hotel está en vigor; el hotel recibe un correo al
        empezar y al terminar cada sesión.
      </p>

      <section aria-labelledby="en-vigor" className="mt-8">
        <h2 id="en-vigor" className="text-lg font-semibold text-navy-900">
          En vigor ahora <span className="font-normal text-slate-600">({active.length})</span>
        </h2>
        <ListTable
          caption="Permisos en vigor, por hotel"
          columns={['Hotel', 'Permiso', 'Hasta', 'Caso', 'Nota del cliente']}
          empty={active.length === 0 && 'Ningún hotel tiene ahora un permiso en vigor.'}
        >
          {[...byHotel.values()].flatMap((grants) =>
            grants.map((g, i) => (
              <tr key={g.id} className="border-t border-slate-200">
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={grants.length} className={`${cell} text-left font-medium`}>
                    <Link href={`/gestion/soporte/accesos?hotel=${g.hotelId}`} className="text-brand-800 underline">
                      {g.hotel.name}
                    </Link>
                  </th>
                )}
                <td className={cell}>
                  <GrantLink g={g} />
                  <span className="block text-slate-600">por {g.grantedByEmail}</span>
                </td>
                <td className={`${cell} whitespace-nowrap`}>{dateTime(g.endsAt)}</td>
                <td className={cell}>{g.caseId ?? '—'}</td>
                <td className={`${cell} max-w-md min-w-64 break-words`}>{g.note || '—'}</td>
              </tr>
            )),
          )}
        </ListTable>
      </section>

      <section aria-labelledby="recientes" className="mt-10">
        <h2 id="recientes" className="text-lg font-semibold text-navy-900">
          {filteredHotel ? `Permisos de ${filteredHotel.name}` : 'Permisos recientes'}
        </h2>
        <div className="mt-4 flex flex-wrap items-end gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="min-w-[18rem] flex-1">
            <RemoteHotelFilter />
          </div>
          {filteredHotel && (
            <Link href="/gestion/soporte/accesos" className="pb-2 text-brand-800 underline">
              Ver los de todos los hoteles
            </Link>
          )}
        </div>
        <ListTable
          caption="Permisos, del más reciente al más antiguo"
          columns={['Concedido', 'Hotel', 'Permiso', 'Hasta', 'Estado', 'Caso']}
          empty={recent.rows.length === 0 && 'Ningún permiso.'}
        >
          {recent.rows.map((g) => (
            <tr key={g.id} className="border-t border-slate-200">
              <td className={`${cell} whitespace-nowrap`}>{dateTime(g.createdAt)}</td>
              <td className={cell}>
                <Link href={`/gestion/soporte/accesos?hotel=${g.hotelId}`} className="text-brand-800 underline">
                  {g.hotel.name}
                </Link>
              </td>
              <td className={cell}>
                <GrantLink g={g} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{dateTime(g.endsAt)}</td>
              <td className={cell}>
                {GRANT_STATE_LABELS[grantState(g, now)]}
                {g.revokedAt && <span className="block text-slate-600">{dateTime(g.revokedAt)}</span>}
              </td>
              <td className={cell}>{g.caseId ?? '—'}</td>
            </tr>
          ))}
        </ListTable>
        <KeysetPager
          total={recent.total}
          shown={recent.rows.length}
          next={recent.next}
          prev={recent.prev}
          params={params}
          base="/gestion/soporte/accesos"
        />
      </section>
    </>
  );
}
