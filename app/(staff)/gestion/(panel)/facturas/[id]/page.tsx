// /gestion/facturas/:id: one invoice: its data, its original PDF (or that the customer gets the
// generated copy), a correction form checked as the import checks a row, and removal. The data and
// the form are the invoice's field table (lib/invoices/fields.ts).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { dateTime } from '@/components/staff/format';
import { InvoiceDetails, InvoiceFormFields } from '@/components/staff/invoice-fields';
import { isoDayText } from '@/lib/format/intl';
import { PAYMENT_STATE_LABELS, paymentState } from '@/lib/invoices/payment-state';
import { staffInvoice } from '@/lib/invoices/staff/invoices';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Factura' };

export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/facturas/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const invoice = await staffInvoice(Number(id));
  if (!invoice) notFound();
  const box = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';
  return (
    <>
      <p className="flex flex-wrap gap-4">
        <Link href="/gestion/facturas" className="text-brand-800 underline">
          ← Facturas
        </Link>
        <Link href={`/gestion/facturas?hotel=${invoice.hotel.id}`} className="text-brand-800 underline">
          Las facturas de {invoice.hotel.name}, como las ve el cliente
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Factura {invoice.number}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="datos" className={box}>
          <h2 id="datos" className="text-lg font-semibold text-navy-900">
            Datos
          </h2>
          <InvoiceDetails invoice={invoice} hotel={invoice.hotel} />
        </section>
        <section aria-labelledby="documento" className={box}>
          <h2 id="documento" className="text-lg font-semibold text-navy-900">
            Documento
          </h2>
          {invoice.original ? (
            <p className="mt-3" data-testid="original-status">
              PDF original adjuntado el {dateTime(invoice.original.uploadedAt)} (
              {Math.ceil(invoice.original.sizeBytes / 1024)} kB). Es lo que descarga el cliente.
            </p>
          ) : (
            <p className="mt-3" data-testid="original-status">
              Sin PDF original: el cliente descarga la copia generada.{' '}
              <Link href="/gestion/facturas/originales" className="text-brand-800 underline">
                Adjuntar el original
              </Link>
            </p>
          )}
          <p className="mt-3">
            <a href={`/api/gestion/facturas/${invoice.id}/pdf`} download className="text-brand-800 underline">
              Descargar el PDF que recibe el cliente
            </a>
          </p>
        </section>
      </div>
      <section aria-labelledby="pago" className={`mt-6 ${box}`}>
        <h2 id="pago" className="text-lg font-semibold text-navy-900">
          Pago
        </h2>
        <p className="mt-1 text-slate-700" data-testid="payment-state">
          {PAYMENT_STATE_LABELS[paymentState(invoice.dueDate, invoice.paidAt)]}
          {invoice.paidAt ? ` el ${isoDayText(invoice.paidAt)}` : ` · vence el ${isoDayText(invoice.dueDate)}`}. El
          registro guarda cada cambio.
        </p>
        {invoice.paidAt ? (
          <ActionForm endpoint={`facturas/${invoice.id}/pagada`} submitLabel="Marcar como sin pagar" className="mt-4">
            <input type="hidden" name="pagada" value="0" />
          </ActionForm>
        ) : (
          <ActionForm
            endpoint={`facturas/${invoice.id}/pagada`}
            submitLabel="Marcar como pagada"
            className="mt-4 flex flex-wrap items-end gap-3"
          >
            <label className="block">
              Fecha de pago (vacía: hoy)
              <input type="date" name="fecha" className="mt-1 block rounded-md border border-slate-300 px-3 py-2" />
            </label>
          </ActionForm>
        )}
      </section>
      <section aria-labelledby="corregir" className={`mt-6 ${box}`}>
        <h2 id="corregir" className="text-lg font-semibold text-navy-900">
          Corregir
        </h2>
        <p className="mt-1 text-slate-700">El registro guarda cada campo cambiado (antes → después).</p>
        <ActionForm
          endpoint={`facturas/${invoice.id}`}
          submitLabel="Guardar la corrección"
          keep
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <InvoiceFormFields invoice={invoice} hotel={invoice.hotel} />
        </ActionForm>
      </section>
      <section aria-labelledby="borrar" className="mt-6 rounded-lg border border-red-200 bg-white p-6">
        <h2 id="borrar" className="text-lg font-semibold text-navy-900">
          Borrar la factura
        </h2>
        <p className="mt-1 text-slate-700">
          El cliente deja de verla y se borra su PDF original. El registro guarda sus datos.
        </p>
        <ActionForm
          endpoint={`facturas/${invoice.id}/borrar`}
          submitLabel="Borrar la factura"
          confirm={`¿Borrar la factura ${invoice.number}? No se puede deshacer.`}
          then="/gestion/facturas"
          className="mt-4 space-y-3"
        >
          <label className="flex items-center gap-2">
            <input type="checkbox" name="confirmar" value="1" required className="h-4 w-4" />
            Confirmo que hay que borrarla
          </label>
        </ActionForm>
      </section>
    </>
  );
}
