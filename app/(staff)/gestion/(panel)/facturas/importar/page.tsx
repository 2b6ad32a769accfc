// /gestion/facturas/importar: upload of the billing system's CSV. Nothing is imported here: the
// file is checked whole and its preview opens, where "Importar" does it all at once.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { fieldClass } from '@/components/staff/post';
import { INVOICE_CSV_MAX_BYTES } from '@/lib/invoices/csv-import';
import { INVOICE_CSV_HEADER } from '@/lib/invoices/fields';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Importar facturas' };

export default async function ImportPage() {
  await requireStaffPage('/gestion/facturas/importar');
  return (
    <>
      <p>
        <Link href="/gestion/facturas" className="text-brand-800 underline">
          ← Facturas
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Importar facturas</h1>
      <div className="mt-4 max-w-3xl space-y-3 text-slate-800">
        <p>
          Sube el CSV que exporta el programa de facturación (hasta {INVOICE_CSV_MAX_BYTES / 2 ** 20} MB). Antes de
          guardar nada verás todas las filas con sus errores; solo se importa si ninguna tiene errores, y entonces se
          importan todas a la vez. Volver a subir el mismo fichero no cambia nada: las facturas que ya existen con los
          mismos datos quedan «sin cambios».
        </p>
        <p>
          Primera línea, la cabecera: <code className="rounded bg-slate-100 px-1 break-all">{INVOICE_CSV_HEADER}</code>{' '}
          (separada por comas o por punto y coma, en cualquier orden).
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <strong>hotel</strong>: el id del hotel o su NIF.
          </li>
          <li>
            <strong>number</strong>: letras, cifras, / y -, hasta 31 caracteres; único.
          </li>
          <li>
            <strong>date</strong> y <strong>due_date</strong>: AAAA-MM-DD o DD/MM/AAAA; el vencimiento no puede ser
            anterior a la fecha.
          </li>
          <li>
            <strong>type</strong>: 0–3 o venta, servicio, soporte, otros.
          </li>
          <li>
            <strong>amount</strong>: el total con IVA, p. ej. 1.452,00 o 1452.00.
          </li>
        </ul>
      </div>
      <section
        aria-labelledby="subir"
        className="mt-6 max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="subir" className="text-lg font-semibold text-navy-900">
          Fichero
        </h2>
        <ActionForm
          endpoint="facturas/importar"
          submitLabel="Revisar el fichero"
          then="/gestion/facturas/importar"
          className="mt-3 space-y-4"
        >
          <label className="block font-medium">
            CSV de facturas
            <input type="file" name="fichero" accept=".csv,text/csv,text/plain" required className={fieldClass} />
          </label>
        </ActionForm>
      </section>
    </>
  );
}
