// /gestion/noticias/:id: edit an item (a save is refused when someone else saved since this page was
// opened; a draft or withdrawn item saves itself after a pause in typing), preview, publish now or at a time, withdraw, back to draft, delete.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/staff/action-form';
import { dateTimeWords } from '@/components/staff/format';
import { NewsFields } from '@/components/staff/news-fields';
import { fieldClass, secondaryButtonClass } from '@/components/staff/post';
import { newsForEditor } from '@/lib/news/staff/view';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Editar noticia' };

export default async function EditNewsPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/noticias/[id]');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const n = await newsForEditor(Number(id));
  if (!n) notFound();
  const section = 'rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200';
  const status = (accion: string, label: string, extra?: React.ReactNode, confirm?: string) => (
    <ActionForm
      endpoint={`noticias/${n.values.id}/estado`}
      submitLabel={label}
      secondary
      confirm={confirm}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="accion" value={accion} />
      {extra}
    </ActionForm>
  );
  return (
    <>
      <p>
        <Link href="/gestion/noticias" className="text-brand-800 underline">
          ← Noticias
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">{n.values.title}</h1>
        <Link href={`/gestion/noticias/${n.values.id}/vista-previa`} className={secondaryButtonClass}>
          Vista previa
        </Link>
      </div>
      <section aria-labelledby="publicacion" className={`${section} mt-6`}>
        <h2 id="publicacion" className="text-lg font-semibold text-navy-900">
          Estado: <span data-testid="news-status">{n.status}</span>
          {n.status === 'Programada' && n.record.publishAt && (
            <span className="font-normal"> para {dateTimeWords(n.record.publishAt)}</span>
          )}
        </h2>
        <div className="mt-3 flex flex-wrap items-end gap-6">
          {n.status !== 'Publicada' && status('publicar', 'Publicar ahora')}
          {status(
            'programar',
            'Programar',
            <label className="block text-sm font-medium">
              Publicar el (hora de Madrid)
              <input
                type="datetime-local"
                name="fecha"
                required
                defaultValue={n.publishAtLocal}
                className={fieldClass}
              />
            </label>,
          )}
          {(n.status === 'Publicada' || n.status === 'Programada') &&
            status('retirar', 'Retirar de la web', undefined, '¿Retirar la noticia de la web?')}
          {n.status !== 'Borrador' && status('borrador', 'Volver a borrador')}
          <ActionForm
            endpoint={`noticias/${n.values.id}/borrar`}
            submitLabel="Borrar"
            secondary
            then="/gestion/noticias"
            confirm="¿Borrar la noticia para siempre? No se puede deshacer."
          />
        </div>
      </section>
      <ActionForm endpoint={`noticias/${n.values.id}`} submitLabel="Guardar cambios" keep className="mt-6 space-y-6">
        <NewsFields v={n.values} autosave={n.status === 'Borrador' || n.status === 'Retirada'} />
      </ActionForm>
    </>
  );
}
