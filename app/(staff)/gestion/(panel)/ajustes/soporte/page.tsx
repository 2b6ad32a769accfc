// /gestion/ajustes/soporte: support's response targets per priority (first response, resolution,
// around the clock or in working time) and the holidays working time leaves out. Administración.
import type { Metadata } from 'next';
import { ActionForm } from '@/components/staff/action-form';
import { ListTable } from '@/components/staff/list-table';
import { fieldClass } from '@/components/staff/post';
import { requireStaffPage } from '@/lib/staff/request-session';
import { asAmount, HOLIDAY_NAME_MAX, TARGET_UNITS } from '@/lib/support/staff/target-settings';
import { loadTargetSettings } from '@/lib/support/target-settings';
import { describeMinutes, PRIORITIES, PRIORITY_LABELS, type Priority, type TargetRule } from '@/lib/support/targets';
import { isoDayText } from '@/lib/format/intl';

export const metadata: Metadata = { title: 'Objetivos de soporte' };

const DATE = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function Length({
  name,
  label,
  minutes,
  workingTime,
  priority,
}: {
  name: 'primera' | 'resolucion';
  label: string;
  minutes: number;
  workingTime: boolean;
  priority: Priority;
}) {
  const { amount, unit } = asAmount(minutes, workingTime);
  const id = `${name}-${priority}`;
  return (
    <fieldset className="min-w-0">
      <legend className="font-medium">{label}</legend>
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
        <label htmlFor={id} className="sr-only">
          {label}: cantidad
        </label>
        <input
          key={`${amount}`}
          id={id}
          name={name}
          type="number"
          min={1}
          step={1}
          required
          defaultValue={amount}
          className={`${fieldClass} min-w-0`}
        />
        <label htmlFor={`${id}-unidad`} className="sr-only">
          {label}: unidad
        </label>
        <select
          key={unit}
          id={`${id}-unidad`}
          name={`${name}Unidad`}
          defaultValue={unit}
          className={`${fieldClass} min-w-0`}
        >
          {Object.entries(TARGET_UNITS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

function TargetRow({ priority, rule }: { priority: Priority; rule: TargetRule }) {
  const label = PRIORITY_LABELS[priority];
  const mode = rule.workingTime ? 'laboral' : 'continuo';
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-semibold text-navy-900">
        {label}{' '}
        <span className="font-normal text-slate-600">
          — primera respuesta {describeMinutes(rule.firstResponseMinutes, rule.workingTime)}, resolución{' '}
          {describeMinutes(rule.resolutionMinutes, rule.workingTime)}
          {rule.workingTime ? '' : ' (24 horas)'}
        </span>
      </h3>
      <ActionForm
        endpoint="ajustes/soporte/objetivos"
        submitLabel={`Guardar ${label.toLowerCase()}`}
        secondary
        keep
        className="mt-3 flex flex-wrap items-end gap-4"
      >
        <input type="hidden" name="prioridad" value={priority} />
        <Length
          name="primera"
          label="Primera respuesta"
          minutes={rule.firstResponseMinutes}
          workingTime={rule.workingTime}
          priority={priority}
        />
        <Length
          name="resolucion"
          label="Resolución"
          minutes={rule.resolutionMinutes}
          workingTime={rule.workingTime}
          priority={priority}
        />
        <div>
          <label htmlFor={`horario-${priority}`} className="block font-medium">
            Cómo se cuenta
          </label>
          <select key={mode} id={`horario-${priority}`} name="horario" defaultValue={mode} className={fieldClass}>
            <option value="laboral">Horario laboral</option>
            <option value="continuo">24 horas, todos los días</option>
          </select>
        </div>
      </ActionForm>
    </li>
  );
}

export default async function SupportSettingsPage() {
  await requireStaffPage('/gestion/ajustes/soporte');
  const { targets, holidays } = await loadTargetSettings();
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Objetivos de soporte</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Plazos de primera respuesta y de resolución de los casos de soporte según su prioridad. En horario laboral se
        cuenta de lunes a viernes, de 9:00 a 19:00 (hora de Madrid), sin los festivos de la lista; un día son las 10
        horas de un día laborable. En 24 horas se cuenta todo el tiempo, y un día son 24 horas. El reloj se detiene
        mientras el caso espera al cliente. Los cambios cuentan para todos los casos, también los abiertos.
      </p>
      <section aria-labelledby="objetivos" className="mt-6">
        <h2 id="objetivos" className="text-lg font-semibold text-navy-900">
          Plazos por prioridad
        </h2>
        <ul className="mt-3 space-y-4">
          {PRIORITIES.map((p) => (
            <TargetRow key={p} priority={p} rule={targets[p]} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="festivos" className="mt-8">
        <h2 id="festivos" className="text-lg font-semibold text-navy-900">
          Festivos <span className="font-normal text-slate-600">({holidays.length})</span>
        </h2>
        <p className="mt-1 text-slate-700">Días que no cuentan como laborables (fiestas nacionales).</p>
        <div className="mt-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <ActionForm
            endpoint="ajustes/soporte/festivos"
            submitLabel="Añadir festivo"
            className="flex flex-wrap items-end gap-4"
          >
            <label className="block font-medium">
              Fecha
              <input name="fecha" type="date" required className={fieldClass} />
            </label>
            <label className="block font-medium">
              Nombre
              <input name="nombre" required maxLength={HOLIDAY_NAME_MAX} className={fieldClass} />
            </label>
          </ActionForm>
        </div>
        <ListTable
          caption="Festivos"
          columns={[
            'Fecha',
            'Festivo',
            <span key="quitar" className="sr-only">
              Quitar
            </span>,
          ]}
          empty={holidays.length === 0 && 'No hay festivos: todos los días de lunes a viernes son laborables.'}
        >
          {holidays.map((h) => (
            <tr key={h.date} className="border-t border-slate-200">
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={h.date}>{DATE.format(new Date(`${h.date}T00:00:00Z`))}</time>
              </td>
              <td className="px-4 py-2">{h.name}</td>
              <td className="px-4 py-2 text-right">
                <ActionForm
                  endpoint="ajustes/soporte/festivos/borrar"
                  submitLabel="Quitar"
                  secondary
                  confirm={`¿Quitar ${h.name} (${isoDayText(h.date)}) de los festivos?`}
                >
                  <input type="hidden" name="fecha" value={h.date} />
                </ActionForm>
              </td>
            </tr>
          ))}
        </ListTable>
      </section>
    </>
  );
}
