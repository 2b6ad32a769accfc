// /gestion/productos/versiones/:id: a version's fields (notes in rich text, the declaration's data),
// its state (publish: the release mail goes once, and the page says when and to how many; withdraw), its files (uploaded resumably, with
// their SHA-256) and, when adapted to Veri*Factu, its declaration as the public page serves it.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { ListTable } from '@/components/staff/list-table';
import { VersionFields } from '@/components/staff/products/version-fields';
import { VersionFileUpload } from '@/components/staff/products/version-file-upload';
import { fileSize } from '@/lib/format/file-size';
import { FILE_KIND_LABELS, VERSION_STATE_LABELS, type VersionState } from '@/lib/products/fields';
import { declarationPath } from '@/lib/products/public';
import { sentNoticeLine } from '@/lib/products/staff/release-notice';
import { versionForStaff } from '@/lib/products/staff/version-page';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Versión' };

const cell = 'px-4 py-2 align-top';
const section = 'mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200';

export default async function VersionPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/productos/versiones/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const found = await versionForStaff(Number(id));
  if (!found) notFound();
  const { product, version: v, sent } = found;
  return (
    <>
      <p>
        <Link href={`/gestion/productos/${product.id}`} className="text-brand-800 underline">
          ← {product.name}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">
        {product.name} {v.number}
      </h1>
      <section aria-labelledby="estado" className={section}>
        <h2 id="estado" className="text-lg font-semibold text-navy-900">
          Estado: <span data-testid="version-state">{VERSION_STATE_LABELS[v.state as VersionState] ?? v.state}</span>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {sent
            ? sentNoticeLine(sent)
            : 'Al publicarla se avisa por correo, una sola vez, a los contactos de los hoteles que tienen el módulo (salvo a quien no quiere avisos de versiones).'}
        </p>
        <div className="mt-3 flex flex-wrap gap-4">
          {v.state !== 'publicada' && (
            <ActionForm
              endpoint={`productos/versiones/${v.id}/publicar`}
              submitLabel="Publicar"
              confirm={v.publishedAt ? undefined : `¿Publicar ${product.name} ${v.number} y avisar a los hoteles?`}
            />
          )}
          {v.state === 'publicada' && (
            <ActionForm
              endpoint={`productos/versiones/${v.id}/retirar`}
              submitLabel="Retirar"
              secondary
              confirm="¿Retirar la versión de las novedades y de las descargas?"
            />
          )}
          {v.verifactu && v.state === 'publicada' && (
            <a href={declarationPath(v.id)} className="self-center text-brand-800 underline">
              Declaración responsable (PDF)
            </a>
          )}
        </div>
      </section>
      <section aria-labelledby="ficheros" className={section}>
        <h2 id="ficheros" className="text-lg font-semibold text-navy-900">
          Ficheros
        </h2>
        <ListTable
          caption={`Ficheros de ${product.name} ${v.number}`}
          columns={['Fichero', 'Tipo', 'Tamaño', 'SHA-256', '']}
          empty={v.files.length === 0 && 'Sin ficheros.'}
        >
          {v.files.map((f) => (
            <tr key={f.id} className="border-t border-slate-100">
              <td className={cell}>
                <a href={`/api/gestion/productos/ficheros/${f.id}`} className="text-brand-800 underline">
                  {f.name}
                </a>
              </td>
              <td className={cell}>{FILE_KIND_LABELS[f.kind]}</td>
              <td className={cell}>{fileSize(f.size)}</td>
              <td className={`${cell} min-w-64 font-mono text-xs break-all`}>{f.sha256}</td>
              <td className={cell}>
                <ActionForm
                  endpoint={`productos/ficheros/${f.id}/quitar`}
                  submitLabel="Quitar"
                  secondary
                  confirm={`¿Quitar «${f.name}»?`}
                />
              </td>
            </tr>
          ))}
        </ListTable>
        <div className="mt-4">
          <VersionFileUpload versionId={v.id} />
        </div>
      </section>
      <section aria-labelledby="datos" className={section}>
        <h2 id="datos" className="text-lg font-semibold text-navy-900">
          Datos de la versión
        </h2>
        <ActionForm endpoint={`productos/versiones/${v.id}`} submitLabel="Guardar" keep>
          <VersionFields v={v.form} />
        </ActionForm>
      </section>
    </>
  );
}
