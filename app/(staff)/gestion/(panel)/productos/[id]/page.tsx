// /gestion/productos/:id: a product's versions, newest first (state, date, Veri*Factu, files), and
// the form of a new version (a draft until it is published from its own page; dated today in Madrid).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { ListTable } from '@/components/staff/list-table';
import { VersionFields } from '@/components/staff/products/version-fields';
import { dayLabel, VERSION_STATE_LABELS, type VersionState } from '@/lib/products/fields';
import { newVersionDay, productVersions } from '@/lib/products/staff/versions';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Versiones del producto' };

const cell = 'px-4 py-2 align-top';

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/productos/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const found = await productVersions(Number(id));
  if (!found) notFound();
  const { product, versions } = found;
  return (
    <>
      <p>
        <Link href="/gestion/productos" className="text-brand-800 underline">
          ← Productos
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">{product.name}</h1>
      <ListTable
        caption={`Versiones de ${product.name}`}
        columns={['Versión', 'Fecha', 'Estado', 'Veri*Factu', 'Ficheros']}
        empty={versions.length === 0 && 'Todavía no tiene versiones.'}
      >
        {versions.map((v) => (
          <tr key={v.id} className="border-t border-slate-100">
            <td className={cell}>
              <Link href={`/gestion/productos/versiones/${v.id}`} className="text-brand-800 underline">
                {v.number}
              </Link>
            </td>
            <td className={cell}>{dayLabel(new Date(`${v.releasedOn}T00:00:00Z`))}</td>
            <td className={cell}>{VERSION_STATE_LABELS[v.state as VersionState] ?? v.state}</td>
            <td className={cell}>{v.verifactu ? 'Adaptada' : '—'}</td>
            <td className={cell}>{v.files.length}</td>
          </tr>
        ))}
      </ListTable>
      <section aria-labelledby="nueva-version" className="mt-8 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="nueva-version" className="text-lg font-semibold text-navy-900">
          Nueva versión
        </h2>
        <ActionForm
          endpoint={`productos/${product.id}/versiones`}
          submitLabel="Crear borrador"
          then="/gestion/productos"
        >
          <VersionFields today={newVersionDay()} />
        </ActionForm>
      </section>
    </>
  );
}
