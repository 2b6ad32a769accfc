// /gestion/facturas: every invoice, newest first, searched by the start of its number, 25 a page
// (Siguiente/Anterior by position: lib/http/keyset.ts); a hotel is chosen with the picker or by
// its NIF/CIF; with
// ?hotel=<id>, that hotel's list exactly as its billing contact sees it in /micuenta (the same
// panel), each number leading to the invoice's page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { InvoicesPanel } from '@/components/account/invoices-panel';
import { ListTable } from '@/components/staff/list-table';
import { KeysetPager } from '@/components/staff/keyset-pager';
import { FilterButton, FilterForm, TextFilter } from '@/components/staff/list-filters';
import { InvoiceHotelFilter } from '@/components/staff/invoice-hotel-filter';
import { invoiceCellClass, invoiceHeading } from '@/components/staff/invoice-fields';
import { buttonClass, secondaryButtonClass } from '@/components/staff/post';
import { searchParamsOf } from '@/lib/http/list-params';
import { db } from '@/lib/db';
import { messagesFor } from '@/lib/i18n/messages';
import { shownValue, STAFF_LIST_COLUMNS } from '@/lib/invoices/fields';
import { hotelListView } from '@/lib/invoices/list-query';
import { hotelOfTaxId, listStaffInvoices, staffInvoiceFilterFrom } from '@/lib/invoices/staff/invoices';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Facturas' };

function Actions() {
  return (
    <p className="mt-4 flex flex-wrap gap-3">
      <Link href="/gestion/facturas/importar" className={buttonClass}>
        Importar CSV
      </Link>
      <Link href="/gestion/facturas/originales" className={secondaryButtonClass}>
        Adjuntar PDF originales
      </Link>
      <Link href="/gestion/facturas/pagos" className={secondaryButtonClass}>
        Datos de pago
      </Link>
    </p>
  );
}

async function HotelView({ hotelId, params }: { hotelId: number; params: URLSearchParams }) {
  const hotel = await db().hotel.findUnique({ where: { id: hotelId }, select: { id: true, name: true, taxId: true } });
  if (!hotel) {
    return (
      <>
        <h1 className="text-2xl font-bold text-navy-900">Facturas</h1>
        <p role="alert" className="mt-4 text-red-800">
          No existe el hotel {hotelId}.{' '}
          <Link href="/gestion/facturas" className="underline">
            Ver todas las facturas
          </Link>
        </p>
      </>
    );
  }
  // The first page of the selection the address asks for; the panel fetches the others.
  const view = await hotelListView(hotel.id, params);
  const all = messagesFor('es');
  return (
    <>
      <p>
        <Link href="/gestion/facturas" className="text-brand-800 underline">
          ← Todas las facturas
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">
        {hotel.name} <span className="font-normal text-slate-600">({hotel.taxId})</span>
      </h1>
      <p className="mt-1 text-slate-700">
        Así ve la lista su contacto de facturación en «Mi cuenta»: mismos filtros, totales y documentos (el PDF original
        cuando está adjuntado).
      </p>
      <Actions />
      <section
        aria-label="La lista como la ve el cliente"
        className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <NextIntlClientProvider locale="es" messages={{ Invoices: all.Invoices }} timeZone="Europe/Madrid">
          <InvoicesPanel
            hotelId={hotel.id}
            hotelName={hotel.name}
            state={{ status: 'ready', view }}
            staffLinks={{
              invoicePage: '/gestion/facturas/{id}',
              pdf: '/api/gestion/facturas/{id}/pdf',
              lists: '/api/gestion/facturas/hotel/',
            }}
          />
        </NextIntlClientProvider>
      </section>
    </>
  );
}

export default async function InvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaffPage('/gestion/facturas');
  const params = searchParamsOf(await searchParams);
  const { filter, cursor } = staffInvoiceFilterFrom(params);
  if (filter.hotelId !== undefined) return <HotelView hotelId={filter.hotelId} params={params} />;
  // A NIF/CIF, typed in the hotel box (sent as `nif` without scripts) or in the search box, opens
  // that hotel's list.
  const byTaxId = filter.taxId ?? filter.q;
  const taxIdHotel = byTaxId ? await hotelOfTaxId(byTaxId) : null;
  if (taxIdHotel !== null) return <HotelView hotelId={taxIdHotel} params={new URLSearchParams()} />;
  const { rows, total, next, prev } = await listStaffInvoices(filter, cursor);
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Facturas</h1>
      <p className="mt-1 text-slate-700">
        Las facturas que ven los clientes en «Mi cuenta». Se importan del programa de facturación; el PDF original,
        cuando se adjunta, sustituye a la copia generada.
      </p>
      <Actions />
      <FilterForm layout="grid gap-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end">
        <TextFilter params={params} label="Buscar (número de factura o su comienzo, o NIF/CIF)" />
        {/* Choosing one leaves this list for that hotel's own view (?hotel=), so it always starts empty. */}
        <InvoiceHotelFilter />
        <FilterButton label="Buscar" />
      </FilterForm>
      {filter.taxId && (
        <p role="alert" className="mt-4 text-red-800">
          Ningún hotel tiene el NIF/CIF {filter.taxId}.
        </p>
      )}
      <ListTable
        caption={
          filter.q
            ? 'Facturas cuyo número empieza así, de la más alta a la más baja'
            : 'Facturas, de la más reciente a la más antigua'
        }
        columns={[...STAFF_LIST_COLUMNS.map(invoiceHeading), 'Original']}
        empty={rows.length === 0 && 'Ninguna factura con esta búsqueda.'}
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-200">
            {STAFF_LIST_COLUMNS.map((c) => (
              <td key={c} className={`px-4 py-2 ${invoiceCellClass(c)}`}>
                {c === 'number' ? (
                  <Link href={`/gestion/facturas/${r.id}`} className="font-medium text-brand-800 underline">
                    {r.number}
                  </Link>
                ) : c === 'hotelId' ? (
                  <Link href={`/gestion/facturas?hotel=${r.hotelId}`} className="text-brand-800 underline">
                    {r.hotelName}
                  </Link>
                ) : (
                  shownValue(c, r[c])
                )}
              </td>
            ))}
            <td className="px-4 py-2">{r.hasOriginal ? 'Sí' : 'No'}</td>
          </tr>
        ))}
      </ListTable>
      <KeysetPager total={total} shown={rows.length} next={next} prev={prev} params={params} base="/gestion/facturas" />
    </>
  );
}
