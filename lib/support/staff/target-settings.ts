// What staff change in support's settings (/gestion/ajustes/soporte): a priority's targets (first
// response, resolution, around the clock or working time) and the holidays working time leaves
// out. Each change is checked here (the forms' fields, Spanish messages), written with its audit
// entry in one transaction, and shown at once on this instance (forgetTargetSettings).
import 'server-only';
import { z } from 'zod';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import type { FormAnswer } from '@/lib/http/answer';
import { actorOf } from '@/lib/staff/admin';
import type { StaffSession } from '@/lib/staff/session';
import { refreshOpenCases } from '../queue-keys';
import { forgetTargetSettings } from '../target-settings';
import { describeMinutes, PRIORITIES, PRIORITY_LABELS, WORKING_DAY_MINUTES, type TargetRule } from '../targets';
import { isoDayText } from '@/lib/format/intl';

/** A change shows at once here, and the open cases' places in the queue follow the new targets. */
async function settingsChanged(): Promise<void> {
  forgetTargetSettings();
  await refreshOpenCases();
}

/** No target longer than 30 days of 24 hours (longer than any promise a support contract makes). */
export const MAX_TARGET_MINUTES = 30 * 24 * 60;
export const HOLIDAY_NAME_MAX = 80;

export const TARGET_UNITS = { min: 'minutos', h: 'horas', d: 'días' } as const;
type Unit = keyof typeof TARGET_UNITS;

/** A unit's length in minutes: a day is 24 hours around the clock, one working day (10 hours) in working time. */
function unitMinutes(unit: Unit, workingTime: boolean): number {
  if (unit === 'd') return workingTime ? WORKING_DAY_MINUTES : 24 * 60;
  return unit === 'h' ? 60 : 1;
}

/** A stored length as the form shows it: the largest unit it is a whole number of. */
export function asAmount(minutes: number, workingTime: boolean): { amount: number; unit: Unit } {
  for (const unit of ['d', 'h'] as const) {
    const size = unitMinutes(unit, workingTime);
    if (minutes % size === 0) return { amount: minutes / size, unit };
  }
  return { amount: minutes, unit: 'min' };
}

const amount = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, `Escribe ${what} como un número entero mayor que cero.`)
    .transform(Number)
    .refine((n) => n > 0, `Escribe ${what} como un número entero mayor que cero.`);

const unit = (what: string) =>
  z.enum(Object.keys(TARGET_UNITS) as [Unit, ...Unit[]], { message: `Elige la unidad de ${what}.` });

const targetSchema = z
  .object({
    prioridad: z.enum(PRIORITIES, { message: 'Elige una prioridad.' }),
    horario: z.enum(['laboral', 'continuo'], {
      message: 'Elige cómo se cuenta el tiempo: horario laboral o 24 horas.',
    }),
    primera: amount('la primera respuesta'),
    primeraUnidad: unit('la primera respuesta'),
    resolucion: amount('la resolución'),
    resolucionUnidad: unit('la resolución'),
  })
  .transform((f) => {
    const workingTime = f.horario === 'laboral';
    return {
      priority: f.prioridad,
      workingTime,
      firstResponseMinutes: f.primera * unitMinutes(f.primeraUnidad, workingTime),
      resolutionMinutes: f.resolucion * unitMinutes(f.resolucionUnidad, workingTime),
    };
  })
  .refine((t) => t.firstResponseMinutes <= MAX_TARGET_MINUTES && t.resolutionMinutes <= MAX_TARGET_MINUTES, {
    message: 'Un objetivo no puede pasar de 30 días.',
  })
  .refine((t) => t.firstResponseMinutes <= t.resolutionMinutes, {
    message: 'La primera respuesta no puede tener más plazo que la resolución.',
  });

export type TargetForm = Partial<
  Record<'prioridad' | 'horario' | 'primera' | 'primeraUnidad' | 'resolucion' | 'resolucionUnidad', string>
>;

function invalid(error: z.ZodError): FormAnswer {
  return { ok: false, message: [...new Set(error.issues.map((i) => i.message))].join('\n') };
}

function described(rule: TargetRule): Record<string, string> {
  return {
    'primera respuesta': describeMinutes(rule.firstResponseMinutes, rule.workingTime),
    resolución: describeMinutes(rule.resolutionMinutes, rule.workingTime),
    horario: rule.workingTime ? 'laboral' : '24 horas',
  };
}

/** Sets one priority's targets (form: prioridad, horario, primera, primeraUnidad, resolucion, resolucionUnidad). */
export async function saveTarget(staff: StaffSession, form: TargetForm, client: string): Promise<FormAnswer> {
  const parsed = targetSchema.safeParse(form);
  if (!parsed.success) return invalid(parsed.error);
  const { priority, ...rule } = parsed.data;
  const changed = await db().$transaction(async (tx) => {
    const before = await tx.supportTarget.findUnique({ where: { priority } });
    const changes = changedFields(before ? described(before) : {}, described(rule));
    if (Object.keys(changes).length === 0) return false;
    await tx.supportTarget.upsert({ where: { priority }, create: { priority, ...rule }, update: rule });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'support.target-changed',
        objectType: 'objetivo',
        objectId: priority,
        changes,
        client,
      },
      tx,
    );
    return true;
  });
  await settingsChanged();
  const label = PRIORITY_LABELS[priority];
  return {
    ok: true,
    message: changed
      ? `Objetivos de la prioridad ${label.toLowerCase()} guardados: primera respuesta ${describeMinutes(rule.firstResponseMinutes, rule.workingTime)}, resolución ${describeMinutes(rule.resolutionMinutes, rule.workingTime)}.`
      : `Los objetivos de la prioridad ${label.toLowerCase()} ya eran esos: nada que guardar.`,
  };
}

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Escribe la fecha como AAAA-MM-DD.', abort: true })
  .refine((d) => {
    const date = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(d);
  }, 'Esa fecha no existe.');

const holidaySchema = z.object({
  fecha: isoDate,
  nombre: z
    .string()
    .trim()
    .min(1, 'Escribe el nombre del festivo.')
    .max(HOLIDAY_NAME_MAX, `El nombre tiene como mucho ${HOLIDAY_NAME_MAX} caracteres.`),
});

/** Adds a holiday (form: fecha YYYY-MM-DD, nombre); a date already listed: 409. */
export async function addHoliday(
  staff: StaffSession,
  form: { fecha?: string; nombre?: string },
  client: string,
): Promise<FormAnswer> {
  const parsed = holidaySchema.safeParse({ fecha: form.fecha ?? '', nombre: form.nombre ?? '' });
  if (!parsed.success) return invalid(parsed.error);
  const { fecha: date, nombre: name } = parsed.data;
  const added = await db()
    .$transaction(async (tx) => {
      const existing = await tx.holiday.findUnique({ where: { date } });
      if (existing) return existing.name;
      await tx.holiday.create({ data: { date, name } });
      await recordAudit(
        {
          actor: actorOf(staff),
          action: 'support.holiday-added',
          objectType: 'festivo',
          objectId: date,
          changes: { nombre: name },
          client,
        },
        tx,
      );
      return null;
    })
    .catch((error: unknown) => {
      // Two people adding the same day at once: the unique index keeps one.
      if ((error as { code?: string }).code === 'P2002') return name;
      throw error;
    });
  if (added !== null)
    return { ok: false, kind: 'conflict', message: `El ${isoDayText(date)} ya está en la lista (${added}).` };
  await settingsChanged();
  return { ok: true, message: `Festivo añadido: ${isoDayText(date)}, ${name}.` };
}

/** Removes a holiday (form: fecha); one not listed: 404. */
export async function removeHoliday(
  staff: StaffSession,
  form: { fecha?: string },
  client: string,
): Promise<FormAnswer> {
  const parsed = isoDate.safeParse(form.fecha ?? '');
  if (!parsed.success) return invalid(parsed.error);
  const date = parsed.data;
  const removed = await db().$transaction(async (tx) => {
    const existing = await tx.holiday.findUnique({ where: { date } });
    if (!existing) return null;
    await tx.holiday.delete({ where: { date } });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'support.holiday-removed',
        objectType: 'festivo',
        objectId: date,
        changes: { nombre: existing.name },
        client,
      },
      tx,
    );
    return existing.name;
  });
  if (removed === null)
    return { ok: false, kind: 'missing', message: `El ${isoDayText(date)} no está en la lista de festivos.` };
  await settingsChanged();
  return { ok: true, message: `Festivo quitado: ${isoDayText(date)}, ${removed}.` };
}
