// The status page's back-office fields: which components a window covers (with its title and
// times), the products a component stands for, the "notify" box. Server components (plain inputs).
// An incident's state and impacts: incident-fields.tsx.
import { moduleField } from '@/lib/status/states';
import { dateToMadridLocal } from '@/lib/news/madrid-time';
import { LIMITS } from '@/lib/status/staff/manage';
import { fieldClass } from './post';

export function NotifyField({ id }: { id: string }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2">
      <input id={id} type="checkbox" name="notificar" defaultChecked className="h-4 w-4" />
      Notificar a los suscriptores
    </label>
  );
}

export function UpdateText({
  id,
  label = 'Texto',
  defaultValue,
}: {
  id: string;
  label?: string;
  defaultValue?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name="texto"
        required
        rows={4}
        maxLength={5000}
        defaultValue={defaultValue}
        className={fieldClass}
      />
    </div>
  );
}

/** The products (hotels' modules) a component is linked to: their contacts see it named in their banner. */
export function ModuleFields({
  products,
  checked = [],
}: {
  products: { id: number; name: string }[];
  checked?: number[];
}) {
  if (products.length === 0) return null;
  return (
    <fieldset className="w-full">
      <legend className="font-medium">Módulos que dependen de él</legend>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {products.map((p) => (
          <li key={p.id}>
            <label className="flex items-center gap-2 font-normal">
              <input
                type="checkbox"
                name={moduleField(p.id)}
                defaultChecked={checked.includes(p.id)}
                className="h-4 w-4"
              />
              {p.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * A maintenance window's title, Madrid times and components: empty to schedule one (its start
 * not before `earliest`), or filled with `window` to change it.
 */
export function MaintenanceFields({
  components,
  earliest,
  window,
}: {
  components: { id: number; name: string }[];
  earliest?: Date;
  window?: { title: string; startsAt: Date; endsAt: Date; componentIds: number[] };
}) {
  return (
    <>
      <div>
        <label htmlFor="mantenimiento-titulo" className="block font-medium">
          Título
        </label>
        <input
          id="mantenimiento-titulo"
          name="titulo"
          required
          maxLength={LIMITS.title}
          defaultValue={window?.title}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor="mantenimiento-inicio" className="block font-medium">
            Inicio (hora de Madrid)
          </label>
          <input
            id="mantenimiento-inicio"
            name="inicio"
            type="datetime-local"
            required
            min={earliest && dateToMadridLocal(earliest)}
            defaultValue={window && dateToMadridLocal(window.startsAt)}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="mantenimiento-fin" className="block font-medium">
            Fin (hora de Madrid)
          </label>
          <input
            id="mantenimiento-fin"
            name="fin"
            type="datetime-local"
            required
            defaultValue={window && dateToMadridLocal(window.endsAt)}
            className={fieldClass}
          />
        </div>
      </div>
      <fieldset>
        <legend className="font-medium">Componentes</legend>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {components.map((c) => (
            <li key={c.id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={`componente-${c.id}`}
                  defaultChecked={window?.componentIds.includes(c.id)}
                  className="h-4 w-4"
                />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
