// What administración changes of a member of staff, in the list of /gestion/personal and on the
// member's own page alike: the role (also asked when inviting) and whether the account may sign in.
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/staff/roles';
import { ActionForm } from './action-form';
import { fieldClass } from './post';

export function RoleSelect({
  id,
  value,
  label,
  hideLabel = false,
}: {
  id: string;
  value?: string;
  label: string;
  hideLabel?: boolean;
}) {
  // A label beside (not around) the select: wrapped, the chosen option would join its name.
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block font-medium'}>
        {label}
      </label>
      <select key={value} id={id} name="papel" defaultValue={value ?? ''} required className={fieldClass}>
        {value === undefined && <option value="">Elige…</option>}
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Changes the member's role; `label` names the select (hidden in the list, where the column says it). */
export function RoleForm({
  member,
  label,
  hideLabel = false,
}: {
  member: { id: number; role: string };
  label: string;
  hideLabel?: boolean;
}) {
  return (
    <ActionForm
      endpoint={`personal/${member.id}`}
      submitLabel="Cambiar papel"
      secondary
      keep
      className="flex flex-wrap items-end gap-2"
    >
      <RoleSelect id={`papel-${member.id}`} value={member.role} label={label} hideLabel={hideLabel} />
    </ActionForm>
  );
}

/** Turns the account off (its sessions end; asked first) or on again. */
export function AccessForm({
  member,
  labels,
}: {
  member: { id: number; email: string; disabled: boolean };
  labels: { on: string; off: string };
}) {
  return (
    <ActionForm
      endpoint={`personal/${member.id}`}
      submitLabel={member.disabled ? labels.on : labels.off}
      secondary
      confirm={member.disabled ? undefined : `¿Desactivar la cuenta de ${member.email}? Sus sesiones se cerrarán.`}
    >
      <input type="hidden" name="accion" value={member.disabled ? 'activar' : 'desactivar'} />
    </ActionForm>
  );
}
