// The news editor's fields (new item or existing one), inside an ActionForm, with the guard that
// warns before unsaved changes are left behind and, for an item not on the web, saves them itself.
import { fieldClass } from './post';
import { ImageField } from './image-field';
import { RichTextEditor } from './rich-text-editor';
import { UnsavedChangesGuard } from './unsaved-changes';

export interface NewsFormValues {
  id: number | null;
  title: string;
  date: string;
  summary: string;
  body: string;
  link: string;
  slug: string;
  metaDescription: string;
  imageAlt: string;
  version: number;
  image: { src: string; width: number; height: number; kb: number } | null;
}

/** `autosave`: the item is not on the web, so a half-typed text may be saved (a published one waits for «Guardar cambios»). */
export function NewsFields({ v, autosave = false }: { v: NewsFormValues; autosave?: boolean }) {
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <div className="space-y-5 lg:col-span-2">
        <input type="hidden" name="version" value={v.version} />
        <UnsavedChangesGuard version={v.version} autosaveTo={autosave && v.id ? `noticias/${v.id}` : undefined} />
        {v.id && !autosave && (
          <p className="text-sm text-slate-600">
            Está en la web o programada: los cambios se guardan con «Guardar cambios», no solos.
          </p>
        )}
        <label className="block font-medium">
          Título
          <input name="titulo" required maxLength={200} defaultValue={v.title} className={fieldClass} />
        </label>
        <RichTextEditor name="resumen" label="Descripción corta" initialHtml={v.summary} minHeight="min-h-24" />
        <RichTextEditor name="cuerpo" label="Texto de la noticia" initialHtml={v.body} minHeight="min-h-64" />
      </div>
      <div className="space-y-5">
        <label className="block font-medium">
          Fecha
          <input type="date" name="fecha" required defaultValue={v.date} className={fieldClass} />
        </label>
        <label className="block font-medium">
          Dirección (se usa en /blog/{v.id ?? 'n.º'}-…)
          <input
            name="slug"
            maxLength={70}
            defaultValue={v.slug}
            pattern="[a-z0-9-]*"
            title="Minúsculas, números y guiones"
            className={fieldClass}
          />
          <span className="text-sm font-normal text-slate-600">Vacía: se forma con el título.</span>
        </label>
        <label className="block font-medium">
          Descripción para buscadores
          <textarea name="meta" maxLength={160} rows={3} defaultValue={v.metaDescription} className={fieldClass} />
          <span className="text-sm font-normal text-slate-600">Hasta 160 caracteres. Vacía: la descripción corta.</span>
        </label>
        <label className="block font-medium">
          Enlace externo
          <input type="url" name="enlace" defaultValue={v.link} placeholder="https://…" className={fieldClass} />
        </label>
        <ImageField current={v.image} />
        <label className="block font-medium">
          Texto alternativo de la imagen
          <input name="alt" maxLength={250} defaultValue={v.imageAlt} className={fieldClass} />
          <span className="text-sm font-normal text-slate-600">
            Obligatorio si hay imagen: qué muestra, para quien no la ve.
          </span>
        </label>
      </div>
    </div>
  );
}
