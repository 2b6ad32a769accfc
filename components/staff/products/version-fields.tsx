// A product version's fields in the back office: number, release date, notes in the news editor's
// rich text, whether it is adapted to Veri*Factu, and its declaration's data. The server checks and
// sanitises everything (lib/products/fields.ts, lib/news/html.ts); the number's rule is also the
// input's own, said beside it (version-number-field.tsx).
import { fieldClass } from '@/components/staff/post';
import { RichTextEditor } from '@/components/staff/rich-text-editor';
import { DEFAULT_REGULATION, type VersionFormInput } from '@/lib/products/fields';
import { VersionNumberField } from './version-number-field';

const label = 'block text-sm font-medium';

/** `v`: a saved version's values; without them (a new version), the date is `today` (Madrid's, from the page). */
export function VersionFields({ v, today }: { v?: VersionFormInput; today?: string }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <VersionNumberField defaultValue={v?.numero ?? ''} />
        <label className={label}>
          Fecha de publicación
          <input name="fecha" type="date" required defaultValue={v?.fecha ?? today ?? ''} className={fieldClass} />
        </label>
      </div>
      <RichTextEditor name="notas" label="Notas de la versión" initialHtml={v?.notas ?? ''} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="verifactu" defaultChecked={v?.verifactu === 'on'} className="size-4" />
        Versión adaptada a Veri*Factu (lleva declaración responsable)
      </label>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Declaración responsable (solo versiones adaptadas)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={label}>
            Productor
            <input name="productor" maxLength={200} defaultValue={v?.productor ?? ''} className={fieldClass} />
          </label>
          <label className={label}>
            Versión declarada (si no, el número)
            <input
              name="versionDeclarada"
              maxLength={40}
              defaultValue={v?.versionDeclarada ?? ''}
              className={fieldClass}
            />
          </label>
          <label className={label}>
            Fecha de la declaración
            <input
              name="fechaDeclaracion"
              type="date"
              defaultValue={v?.fechaDeclaracion ?? ''}
              className={fieldClass}
            />
          </label>
          <label className={label}>
            Normativa que cumple
            <input
              name="normativa"
              maxLength={200}
              placeholder={DEFAULT_REGULATION}
              defaultValue={v?.normativa ?? ''}
              className={fieldClass}
            />
          </label>
          <label className={label}>
            Lugar de la firma
            <input name="lugarFirma" maxLength={100} defaultValue={v?.lugarFirma ?? ''} className={fieldClass} />
          </label>
          <label className={label}>
            Fecha de la firma
            <input name="fechaFirma" type="date" defaultValue={v?.fechaFirma ?? ''} className={fieldClass} />
          </label>
        </div>
      </fieldset>
    </div>
  );
}
