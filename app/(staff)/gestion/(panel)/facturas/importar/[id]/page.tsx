// /gestion/facturas/importar/:id: the preview of an uploaded CSV: totals, every row with its
// problems (25 a page, or only the rows with errors), and "Importar", enabled only when no row
// has any. Once imported, the summary.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { dateTime } from '@/components/staff/format';
import { invoiceCellClass } from '@/components/staff/invoice-fields';
import { Pager } from '@/components/staff/pager';
import { buttonClass } from '@/components/staff/post';
import { ScrollRegion } from '@/components/staff/scroll-region';
import { choiceParam, listParams, searchParamsOf } from '@/lib/http/list-params';
import type { PreviewRow } from '@/lib/invoices/csv-import';
import { invoiceColumns, invoiceFields } from '@/lib/invoices/fields';
import { pendingImportPreview } from '@/lib/invoices/pending-import';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Revisar la importación' };

const PAGE_SIZE = 25;
const STATUS: Record<PreviewRow['status'], string> = { new: 'Nueva', unchanged: 'Sin cambios', error: 'Con errores' };

/** The preview's rows: all, or only those with errors (errores=1), a page at a time. */
const previewFilterFrom = listParams({ errores: choiceParam(['1']) }, (p) => p);

export default async function PreviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { staff } = await requireStaffPage('/gestion/facturas/importar/[id]');
  const { id } = await params;
  const query = searchParamsOf(await searchParams);
  const { filter, page } = previewFilterFrom(query);
  const onlyErrors = filter.errores === '1';
  const found = await pendingImportPreview(staff, id, { onlyErrors, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  if (!found) notFound();
  const { pending, preview } = found;
  const base = `/gestion/facturas/importar/${pending.id}`;
  const box = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';

  const header = (
    <>
      <p>
        <Link href="/gestion/facturas/importar" className="text-brand-800 underline">
          ← Subir otro fichero
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Importación de «{pending.fileName}»</h1>
      <p className="mt-1 text-slate-700">
        Subido el {dateTime(pending.createdAt)} · SHA-256 <code className="break-all">{pending.sha256}</code>
      </p>
    </>
  );

  if (pending.result || !preview) {
    const r = pending.result!;
    return (
      <>
        {header}
        <section aria-labelledby="hecho" className={`mt-6 ${box}`}>
          <h2 id="hecho" className="text-lg font-semibold text-navy-900">
            Importación hecha
          </h2>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1" data-testid="import-summary">
            <dt>Añadidas</dt>
            <dd className="font-semibold tabular-nums">{r.added}</dd>
            <dt>Sin cambios (ya estaban)</dt>
            <dd className="font-semibold tabular-nums">{r.unchanged}</dd>
            <dt>Rechazadas</dt>
            <dd className="font-semibold tabular-nums">{r.refused}</dd>
          </dl>
          <p className="mt-4">
            <Link href="/gestion/facturas" className="text-brand-800 underline">
              Ver las facturas
            </Link>
          </p>
        </section>
      </>
    );
  }

  if (preview.problem) {
    return (
      <>
        {header}
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {preview.problem}
        </p>
      </>
    );
  }

  const { counts } = preview;
  const { rows } = preview;
  const pagerParams = new URLSearchParams(onlyErrors ? { errores: '1' } : {});
  return (
    <>
      {header}
      <section aria-labelledby="resumen" className={`mt-6 ${box}`}>
        <h2 id="resumen" className="text-lg font-semibold text-navy-900">
          Resumen
        </h2>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2" data-testid="preview-counts">
          <div>
            <dt className="text-sm text-slate-600">Filas</dt>
            <dd className="text-xl font-semibold tabular-nums">{counts.rows}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Nuevas</dt>
            <dd className="text-xl font-semibold tabular-nums">{counts.new}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Sin cambios</dt>
            <dd className="text-xl font-semibold tabular-nums">{counts.unchanged}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Con errores</dt>
            <dd className={`text-xl font-semibold tabular-nums ${counts.errors ? 'text-red-800' : ''}`}>
              {counts.errors}
            </dd>
          </div>
        </dl>
        <div className="mt-5">
          {counts.errors === 0 ? (
            <ActionForm
              endpoint={`facturas/importar/${pending.id}`}
              submitLabel={
                counts.new
                  ? `Importar ${counts.new} ${counts.new === 1 ? 'factura' : 'facturas'}`
                  : 'Importar (no hay nada nuevo)'
              }
            />
          ) : (
            <div className="space-y-2">
              <button type="button" className={buttonClass} disabled aria-describedby="por-que">
                Importar
              </button>
              <p id="por-que" className="text-red-800">
                No se puede importar: {counts.errors} {counts.errors === 1 ? 'fila tiene' : 'filas tienen'} errores.
                Corrige el fichero y súbelo otra vez; no se ha guardado nada.
              </p>
            </div>
          )}
        </div>
      </section>
      <nav aria-label="Filas que se muestran" className="mt-6 flex gap-4">
        {onlyErrors ? (
          <Link href={base} className="text-brand-800 underline">
            Ver todas las filas
          </Link>
        ) : (
          <Link href={`${base}?errores=1`} className="text-brand-800 underline">
            Solo filas con errores ({counts.errors})
          </Link>
        )}
      </nav>
      <ScrollRegion
        label={onlyErrors ? 'Filas del fichero con errores' : 'Filas del fichero'}
        className="mt-3 rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{onlyErrors ? 'Filas del fichero con errores' : 'Filas del fichero'}</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-3">
                Línea
              </th>
              {invoiceColumns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className={`px-3 py-3${invoiceFields[c].cell === 'amount' ? ' text-right' : ''}`}
                >
                  {invoiceFields[c].label}
                </th>
              ))}
              <th scope="col" className="px-3 py-3">
                Resultado
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.line}
                className={`border-t border-slate-200 align-top ${r.status === 'error' ? 'bg-red-50' : ''}`}
                data-line={r.line}
              >
                <td className="px-3 py-2 tabular-nums">{r.line}</td>
                {invoiceColumns.map((c) => (
                  <td key={c} className={`px-3 py-2 ${invoiceCellClass(c)}`}>
                    {r.fields[invoiceFields[c].csv]}
                    {c === 'hotelId' && r.hotelName && <span className="block text-slate-600">{r.hotelName}</span>}
                  </td>
                ))}
                <td className="px-3 py-2">
                  {r.status === 'error' ? (
                    <ul className="list-disc space-y-1 pl-4 text-red-900">
                      {r.problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  ) : (
                    STATUS[r.status]
                  )}
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={9} className="px-4 py-6 text-center text-slate-600">
                  {onlyErrors ? 'Ninguna fila tiene errores.' : 'No hay filas en esta página.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager total={preview.matching} page={page} pageSize={PAGE_SIZE} params={pagerParams} base={base} />
    </>
  );
}
