// An incident's state and how it affects each component: the fields of the form that opens one
// (/gestion/estado) and of its next update (incident-update-fields.tsx). Plain inputs with no
// server-only import, so the update's client component renders them too.
import { COMPONENT_STATE_LABELS, IMPACTS, INCIDENT_STATE_LABELS, INCIDENT_STATES } from '@/lib/status/states';
import { fieldClass } from './post';

export function ImpactFields({
  components,
  current = new Map(),
  hidden = false,
}: {
  components: { id: number; name: string }[];
  current?: Map<number, string>;
  /** Out of sight and not sent (a disabled fieldset), keeping what was chosen for when it shows again. */
  hidden?: boolean;
}) {
  return (
    <fieldset hidden={hidden} disabled={hidden}>
      <legend className="font-medium">Componentes afectados</legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {components.map((c) => (
          <li key={c.id}>
            <label htmlFor={`impacto-${c.id}`} className="block text-sm">
              {c.name}
            </label>
            <select
              id={`impacto-${c.id}`}
              name={`impacto-${c.id}`}
              defaultValue={current.get(c.id) ?? ''}
              className={fieldClass}
            >
              <option value="">No afectado</option>
              {IMPACTS.map((i) => (
                <option key={i} value={i}>
                  {COMPONENT_STATE_LABELS[i]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function IncidentStateField({
  id,
  allowResolved,
  value,
  onChange,
}: {
  id: string;
  allowResolved: boolean;
  value?: string;
  /** Only from a client component (incident-update-fields.tsx). */
  onChange?: (state: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        Estado
      </label>
      <select
        id={id}
        name="estado"
        defaultValue={value ?? 'investigando'}
        onChange={onChange && ((e) => onChange(e.currentTarget.value))}
        className={fieldClass}
      >
        {INCIDENT_STATES.filter((s) => allowResolved || s !== 'resuelto').map((s) => (
          <option key={s} value={s}>
            {INCIDENT_STATE_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
