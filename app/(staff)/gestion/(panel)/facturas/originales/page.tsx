// /gestion/facturas/originales: the billing system's PDFs (the legally valid documents), several
// NUMBER.pdf files or one ZIP of them, attached to their invoices; the answer reports what matched,
// what had no invoice and what was refused. Customers then download the original.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/staff/action-form';
import { fieldClass } from '@/components/staff/post';
import { db } from '@/lib/db';
import { ORIGINAL_MAX_BYTES, ZIP_MAX_ENTRIES, ZIP_MAX_TOTAL_BYTES } from '@/lib/invoices/originals';
import { ORIGINALS_UPLOAD_MAX_BYTES } from '@/lib/invoices/staff/uploads';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'PDF originales' };

const MB = (bytes: number) => `${bytes / 2 ** 20} MB`;

export default async function OriginalsPage() {
  await requireStaffPage('/gestion/facturas/originales');
  const [invoices, originals] = await Promise.all([db().invoice.count(), db().invoiceOriginal.count()]);
  return (
    <>
      <p>
        <Link href="/gestion/facturas" className="text-brand-800 underline">
          ← Facturas
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">PDF originales</h1>
      <p className="mt-1 text-slate-700" data-testid="originals-count">
        {originals} de {invoices} facturas tienen su PDF original; las demás se descargan como copia generada.
      </p>
      <div className="mt-4 max-w-3xl space-y-2 text-slate-800">
        <p>
          Cada fichero se llama como el número de su factura:{' '}
          <code className="rounded bg-slate-100 px-1">2026-0042.pdf</code>. Sube varios PDF a la vez o un ZIP con ellos
          (hasta {MB(ORIGINALS_UPLOAD_MAX_BYTES)} por subida). En un ZIP, un número con barras va en carpetas:{' '}
          <code className="rounded bg-slate-100 px-1">A/2026/0042.pdf</code> es la factura A/2026/0042; un PDF en una
          carpeta cuya ruta no es un número de factura se rechaza.
        </p>
        <p>
          Se comprueba el contenido de cada fichero, no su nombre: solo se guardan PDF legibles de hasta{' '}
          {MB(ORIGINAL_MAX_BYTES)}. Un ZIP con más de {ZIP_MAX_ENTRIES} ficheros o con más de {MB(ZIP_MAX_TOTAL_BYTES)}{' '}
          descomprimidos se rechaza entero.
        </p>
      </div>
      <section
        aria-labelledby="subir"
        className="mt-6 max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="subir" className="text-lg font-semibold text-navy-900">
          Ficheros
        </h2>
        <ActionForm endpoint="facturas/originales" submitLabel="Adjuntar" className="mt-3 space-y-4">
          <label className="block font-medium">
            PDF originales o un ZIP
            <input
              type="file"
              name="ficheros"
              multiple
              accept=".pdf,.zip,application/pdf,application/zip"
              required
              className={fieldClass}
            />
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="sustituir" value="1" className="h-4 w-4" />
            Sustituir los originales que ya estén adjuntados
          </label>
        </ActionForm>
      </section>
    </>
  );
}
