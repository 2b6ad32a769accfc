// What staff do to the status page (/gestion/estado): its components, incidents and their updates,
// maintenance windows. Each change is checked here (Spanish messages), written with its audit
// entry and, when asked, the subscribers' mails in one transaction, then shown at once on this
// instance (refreshFeeds; the other instances' watchers follow within seconds). Each form can be
// previewed first: the same checks, nothing written, the text as the page and the mail will say it.
import 'server-only';
import { z } from 'zod';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { refreshFeeds } from '@/lib/freshness/refresh';
import type { FormAnswer } from '@/lib/http/answer';
import { madridLocalToDate } from '@/lib/news/madrid-time';
import { actorOf } from '@/lib/staff/admin';
import type { StaffSession } from '@/lib/staff/session';
import { statusFeed } from '../feed';
import { maintenanceMail, updateMail } from '../mails';
import { queueNotices } from '../notify';
import { noticeAudit } from './timeline';
import { COMPONENT_FIELD } from '../subscriptions-form';
import {
  affectedLines,
  COMPONENT_STATE_LABELS,
  IMPACTS,
  INCIDENT_STATE_LABELS,
  INCIDENT_STATES,
  MODULE_FIELD,
  isImpact,
  type Impact,
  type IncidentState,
} from '../states';
import { compareSpanish, madridTime as inMadrid } from '@/lib/format/intl';

/** «1 correo en cola», «3 correos en cola»: what a publication tells the member it queued. */
const mailsQueued = (n: number) => (n === 1 ? '1 correo en cola' : `${n} correos en cola`);

export const LIMITS = { name: 80, description: 300, title: 150, text: 5000 } as const;

export type StatusForm = Record<string, string | undefined>;

const text = (what: string, max: number, required = true) =>
  z
    .string()
    .trim()
    .max(max, `${what}: como mucho ${max} caracteres.`)
    .refine((v) => !required || v.length > 0, `Escribe ${what.toLowerCase()}.`);

const componentSchema = z.object({
  nombre: text('El nombre', LIMITS.name),
  descripcion: text('La descripción', LIMITS.description, false),
  orden: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'Escribe el orden como un número entero de 0 a 9999.')
    .transform(Number),
});

const updateSchema = z.object({
  estado: z.enum(INCIDENT_STATES, { message: 'Elige el estado de la incidencia.' }),
  texto: text('El texto de la actualización', LIMITS.text),
});

// The fields in the form's order (título, estado, texto): a refusal lists its problems as the form
// shows the fields, not título last as extending updateSchema would.
const openSchema = z.object({
  titulo: text('El título', LIMITS.title),
  estado: z.enum(INCIDENT_STATES.filter((s) => s !== 'resuelto') as [IncidentState, ...IncidentState[]], {
    message: 'Elige el estado de la incidencia (una incidencia nueva no puede estar resuelta).',
  }),
  texto: updateSchema.shape.texto,
});

const madridTime = (what: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const at = madridLocalToDate(v);
      if (!at) {
        ctx.addIssue({ code: 'custom', message: `Escribe ${what} como fecha y hora (hora de Madrid).` });
        return z.NEVER;
      }
      return at;
    });

// In the form's order too: título, inicio, fin (the components), texto.
const maintenanceSchema = z
  .object({
    titulo: text('El título', LIMITS.title),
    inicio: madridTime('el inicio'),
    fin: madridTime('el fin'),
    texto: text('El texto', LIMITS.text),
  })
  .refine((m) => m.fin > m.inicio, { message: 'El fin tiene que ser posterior al inicio.' });

function invalid(error: z.ZodError): FormAnswer {
  return { ok: false, message: [...new Set(error.issues.map((i) => i.message))].join('\n') };
}

const notifyOf = (form: StatusForm) => form.notificar === 'on' || form.notificar === 'true';

/** The components the form marks affected (`impacto-<id>`: degradado | parcial | grave; empty: not affected). */
async function impactsOf(form: StatusForm): Promise<{ id: number; name: string; impact: Impact }[] | string> {
  const asked: { id: number; impact: Impact }[] = [];
  for (const [key, value] of Object.entries(form)) {
    const m = /^impacto-(\d{1,9})$/.exec(key);
    if (!m || !value) continue;
    if (!(IMPACTS as readonly string[]).includes(value)) return 'Elige cómo afecta a cada componente.';
    asked.push({ id: Number(m[1]), impact: value as Impact });
  }
  if (asked.length === 0) return 'Marca al menos un componente afectado.';
  const known = await db().statusComponent.findMany({
    where: { id: { in: asked.map((a) => a.id) } },
    select: { id: true, name: true },
  });
  if (known.length !== asked.length) return 'Uno de los componentes ya no existe: vuelve a cargar la página.';
  const names = new Map(known.map((k) => [k.id, k.name]));
  return asked.map((a) => ({ ...a, name: names.get(a.id)! }));
}

/** The components a maintenance form marks (`componente-<id>` checked). */
async function componentsOf(form: StatusForm): Promise<{ id: number; name: string }[] | string> {
  const ids = Object.entries(form).flatMap(([key, value]) => {
    const m = COMPONENT_FIELD.exec(key);
    return m && value ? [Number(m[1])] : [];
  });
  if (ids.length === 0) return 'Marca al menos un componente.';
  const known = await db().statusComponent.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  if (known.length !== ids.length) return 'Uno de los componentes ya no existe: vuelve a cargar la página.';
  return known;
}

async function subscribersOf(componentIds: number[]): Promise<number> {
  return db().statusSubscriber.count({
    where: { confirmedAt: { not: null }, components: { some: { componentId: { in: componentIds } } } },
  });
}

function published(): void {
  refreshFeeds([statusFeed]);
}

const when = (at: Date) => inMadrid(at, 'long', 'short');

async function previewText(lines: string[], notify: boolean, componentIds: number[]): Promise<FormAnswer> {
  const count = notify ? await subscribersOf(componentIds) : 0;
  const mailLine = notify
    ? `Se enviará un correo a ${count} ${count === 1 ? 'suscriptor' : 'suscriptores'}.`
    : 'No se avisará a los suscriptores.';
  return { ok: true, message: `${lines.join('\n')}\n\n${mailLine}` };
}

// ---------------------------------------------------------------------------------------------
// Components

/** The products a component's form marks (`modulo-<id>` checked), by name; or why not. */
async function modulesOf(form: StatusForm): Promise<{ id: number; name: string }[] | string> {
  const ids = Object.keys(form).flatMap((k) => {
    const m = MODULE_FIELD.exec(k);
    return m && form[k] ? [Number(m[1])] : [];
  });
  if (ids.length === 0) return [];
  const known = await db().product.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  if (known.length !== ids.length) return 'Uno de los módulos ya no existe: vuelve a cargar la página.';
  return known.sort((a, b) => compareSpanish(a.name, b.name));
}

const moduleNames = (modules: { name: string }[]) => modules.map((m) => m.name).join('; ');

export async function createComponent(staff: StaffSession, form: StatusForm, client: string): Promise<FormAnswer> {
  const parsed = componentSchema.safeParse({
    nombre: form.nombre ?? '',
    descripcion: form.descripcion ?? '',
    orden: form.orden ?? '',
  });
  if (!parsed.success) return invalid(parsed.error);
  const modules = await modulesOf(form);
  if (typeof modules === 'string') return { ok: false, message: modules };
  const { nombre: name, descripcion: description, orden: position } = parsed.data;
  const created = await db()
    .$transaction(async (tx) => {
      const row = await tx.statusComponent.create({
        data: { name, description, position, products: { create: modules.map((m) => ({ productId: m.id })) } },
      });
      await recordAudit(
        {
          actor: actorOf(staff),
          action: 'status.component-created',
          objectType: 'componente',
          objectId: row.id,
          changes: modules.length ? { nombre: name, modulos: moduleNames(modules) } : { nombre: name },
          client,
        },
        tx,
      );
      return row;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === 'P2002') return null;
      throw error;
    });
  if (!created) return { ok: false, kind: 'conflict', message: `Ya hay un componente llamado «${name}».` };
  published();
  return { ok: true, message: `Componente creado: ${name}.` };
}

export async function updateComponent(
  staff: StaffSession,
  id: number,
  form: StatusForm,
  client: string,
): Promise<FormAnswer> {
  const parsed = componentSchema.safeParse({
    nombre: form.nombre ?? '',
    descripcion: form.descripcion ?? '',
    orden: form.orden ?? '',
  });
  if (!parsed.success) return invalid(parsed.error);
  const modules = await modulesOf(form);
  if (typeof modules === 'string') return { ok: false, message: modules };
  const after = { name: parsed.data.nombre, description: parsed.data.descripcion, position: parsed.data.orden };
  const outcome = await db()
    .$transaction(async (tx) => {
      const before = await tx.statusComponent.findUnique({
        where: { id },
        include: { products: { select: { product: { select: { name: true } } } } },
      });
      if (!before) return 'missing' as const;
      const modulesBefore = before.products.map((p) => p.product).sort((a, b) => compareSpanish(a.name, b.name));
      const changes = changedFields(
        {
          name: before.name,
          description: before.description,
          position: before.position,
          modulos: moduleNames(modulesBefore),
        },
        { ...after, modulos: moduleNames(modules) },
      );
      if (Object.keys(changes).length === 0) return 'same' as const;
      await tx.statusComponent.update({ where: { id }, data: after });
      if ('modulos' in changes) {
        await tx.statusComponentProduct.deleteMany({ where: { componentId: id } });
        await tx.statusComponentProduct.createMany({
          data: modules.map((m) => ({ componentId: id, productId: m.id })),
        });
      }
      await recordAudit(
        {
          actor: actorOf(staff),
          action: 'status.component-updated',
          objectType: 'componente',
          objectId: id,
          changes,
          client,
        },
        tx,
      );
      return 'done' as const;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === 'P2002') return 'taken' as const;
      throw error;
    });
  if (outcome === 'missing') return { ok: false, kind: 'missing', message: 'Ese componente ya no existe.' };
  if (outcome === 'taken')
    return { ok: false, kind: 'conflict', message: `Ya hay un componente llamado «${after.name}».` };
  if (outcome === 'same') return { ok: true, message: 'Nada que guardar: el componente ya era así.' };
  published();
  return { ok: true, message: `Componente guardado: ${after.name}.` };
}

export async function deleteComponent(staff: StaffSession, id: number, client: string): Promise<FormAnswer> {
  const name = await db().$transaction(async (tx) => {
    const row = await tx.statusComponent.findUnique({ where: { id } });
    if (!row) return null;
    await tx.statusComponent.delete({ where: { id } });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'status.component-deleted',
        objectType: 'componente',
        objectId: id,
        changes: { nombre: row.name },
        client,
      },
      tx,
    );
    return row.name;
  });
  if (name === null) return { ok: false, kind: 'missing', message: 'Ese componente ya no existe.' };
  published();
  return { ok: true, message: `Componente borrado: ${name}. Sus incidencias pasadas ya no lo nombran.` };
}

// ---------------------------------------------------------------------------------------------
// Incidents

type Opened = {
  title: string;
  state: IncidentState;
  text: string;
  impacts: { id: number; name: string; impact: Impact }[];
};

async function parseOpen(form: StatusForm): Promise<Opened | FormAnswer> {
  const parsed = openSchema.safeParse({
    titulo: form.titulo ?? '',
    estado: form.estado ?? '',
    texto: form.texto ?? '',
  });
  if (!parsed.success) return invalid(parsed.error);
  const impacts = await impactsOf(form);
  if (typeof impacts === 'string') return { ok: false, message: impacts };
  return { title: parsed.data.titulo, state: parsed.data.estado, text: parsed.data.texto, impacts };
}

const impactLines = (impacts: { name: string; impact: Impact }[]) =>
  impacts.map((i) => `- ${i.name}: ${COMPONENT_STATE_LABELS[i.impact].toLowerCase()}`);

export async function previewIncident(form: StatusForm): Promise<FormAnswer> {
  const opened = await parseOpen(form);
  if ('ok' in opened) return opened;
  return previewText(
    [
      `${opened.title}`,
      `${INCIDENT_STATE_LABELS[opened.state]} · ${when(new Date())}`,
      opened.text,
      ...affectedLines(opened.state, opened.impacts),
    ],
    notifyOf(form),
    opened.impacts.map((i) => i.id),
  );
}

export async function openIncident(staff: StaffSession, form: StatusForm, client: string): Promise<FormAnswer> {
  const opened = await parseOpen(form);
  if ('ok' in opened) return opened;
  const notify = notifyOf(form);
  const at = new Date();
  const { id, mailed } = await db().$transaction(async (tx) => {
    const incident = await tx.incident.create({
      data: {
        title: opened.title,
        state: opened.state,
        startedAt: at,
        components: { create: opened.impacts.map((i) => ({ componentId: i.id, impact: i.impact })) },
      },
    });
    const mailed = notify
      ? await queueNotices(
          tx,
          opened.impacts.map((i) => i.id),
          (to, links) =>
            updateMail(
              to,
              { title: opened.title, state: opened.state, text: opened.text, at, components: opened.impacts },
              links,
            ),
        )
      : null;
    // Written once its mails are: the timeline says how many subscribers it was queued for.
    await tx.incidentUpdate.create({
      data: { incidentId: incident.id, at, state: opened.state, text: opened.text, notify, mailed },
    });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'status.incident-opened',
        objectType: 'incidencia',
        objectId: incident.id,
        changes: {
          título: opened.title,
          estado: INCIDENT_STATE_LABELS[opened.state],
          componentes: impactLines(opened.impacts).join('; '),
          avisados: noticeAudit(notify, mailed ?? 0),
        },
        client,
      },
      tx,
    );
    return { id: incident.id, mailed };
  });
  published();
  return {
    ok: true,
    message: `Incidencia publicada${notify ? `; ${mailsQueued(mailed ?? 0)}` : ''}.`,
    then: `/gestion/estado/incidencias/${id}`,
  };
}

/**
 * An update's fields. `impacts` null: it resolves the incident, which ends its effect on every
 * component it affects (their state on /estado no longer counts it) and keeps how it affected
 * each, its record in the history bars; what the form says of them is not read.
 */
type Updated = { state: IncidentState; text: string; impacts: { id: number; name: string; impact: Impact }[] | null };

async function parseUpdate(form: StatusForm): Promise<Updated | FormAnswer> {
  const parsed = updateSchema.safeParse({ estado: form.estado ?? '', texto: form.texto ?? '' });
  if (!parsed.success) return invalid(parsed.error);
  if (parsed.data.estado === 'resuelto') return { state: 'resuelto', text: parsed.data.texto, impacts: null };
  const impacts = await impactsOf(form);
  if (typeof impacts === 'string') return { ok: false, message: impacts };
  return { state: parsed.data.estado, text: parsed.data.texto, impacts };
}

/** The components an incident affects as its update will leave them: the form's, or its own when it resolves it. */
function impactsAfter(
  update: Updated,
  before: { componentId: number; impact: string; component: { name: string } }[],
): { id: number; name: string; impact: Impact }[] {
  return (
    update.impacts ??
    before.flatMap((c) => (isImpact(c.impact) ? [{ id: c.componentId, name: c.component.name, impact: c.impact }] : []))
  );
}

const BEFORE_COMPONENTS = {
  select: { componentId: true, impact: true, component: { select: { name: true } } },
  orderBy: { component: { position: 'asc' } },
} as const;

export async function previewUpdate(id: number, form: StatusForm): Promise<FormAnswer> {
  const incident = await db().incident.findUnique({
    where: { id },
    select: { title: true, resolvedAt: true, components: BEFORE_COMPONENTS },
  });
  if (!incident) return { ok: false, kind: 'missing', message: 'Esa incidencia no existe.' };
  if (incident.resolvedAt) return { ok: false, kind: 'conflict', message: 'Esa incidencia ya está resuelta.' };
  const update = await parseUpdate(form);
  if ('ok' in update) return update;
  const after = impactsAfter(update, incident.components);
  return previewText(
    [
      incident.title,
      `${INCIDENT_STATE_LABELS[update.state]} · ${when(new Date())}`,
      update.text,
      ...affectedLines(update.state, after),
    ],
    notifyOf(form),
    // As the update will mail: the subscribers of what it affected before and after.
    [...incident.components.map((c) => c.componentId), ...after.map((i) => i.id)],
  );
}

/**
 * A new entry of the timeline; its state `resuelto` resolves the incident (its components keep how
 * it affected them: parseUpdate). The affected components may change with any other.
 */
export async function addIncidentUpdate(
  staff: StaffSession,
  id: number,
  form: StatusForm,
  client: string,
): Promise<FormAnswer> {
  const update = await parseUpdate(form);
  if ('ok' in update) return update;
  const notify = notifyOf(form);
  const at = new Date();
  const resolves = update.state === 'resuelto';
  const outcome = await db().$transaction(async (tx) => {
    const incident = await tx.incident.findUnique({ where: { id }, select: { title: true, state: true } });
    if (!incident) return 'missing' as const;
    // Conditional: of two resolutions at once, one wins; an update after it is refused.
    const moved = await tx.incident.updateMany({
      where: { id, resolvedAt: null },
      data: { state: update.state, ...(resolves ? { resolvedAt: at } : {}) },
    });
    if (moved.count !== 1) return 'resolved' as const;
    // Read once the incident's row is this transaction's: an update that changed them and committed
    // meanwhile is what this one starts from.
    const before = await tx.incidentComponent.findMany({ where: { incidentId: id }, ...BEFORE_COMPONENTS });
    const impacts = impactsAfter(update, before);
    if (update.impacts) {
      await tx.incidentComponent.deleteMany({ where: { incidentId: id } });
      await tx.incidentComponent.createMany({
        data: update.impacts.map((i) => ({ incidentId: id, componentId: i.id, impact: i.impact })),
      });
    }
    const mailed = notify
      ? await queueNotices(
          tx,
          // The subscribers of what it affected before and after: a component no longer affected hears it is fine.
          [...new Set([...before.map((c) => c.componentId), ...impacts.map((i) => i.id)])],
          (to, links) =>
            updateMail(
              to,
              { title: incident.title, state: update.state, text: update.text, at, components: impacts },
              links,
            ),
        )
      : null;
    // Written once its mails are: the timeline says how many subscribers it was queued for.
    await tx.incidentUpdate.create({
      data: { incidentId: id, at, state: update.state, text: update.text, notify, mailed },
    });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: resolves ? 'status.incident-resolved' : 'status.incident-updated',
        objectType: 'incidencia',
        objectId: id,
        changes: {
          estado: [
            INCIDENT_STATE_LABELS[incident.state as IncidentState] ?? incident.state,
            INCIDENT_STATE_LABELS[update.state],
          ],
          componentes: impactLines(impacts).join('; '),
          avisados: noticeAudit(notify, mailed ?? 0),
        },
        client,
      },
      tx,
    );
    return { mailed: mailed ?? 0 };
  });
  if (outcome === 'missing') return { ok: false, kind: 'missing', message: 'Esa incidencia no existe.' };
  if (outcome === 'resolved')
    return { ok: false, kind: 'conflict', message: 'Esa incidencia ya está resuelta: no admite más actualizaciones.' };
  published();
  const mails = notify ? `; ${mailsQueued(outcome.mailed ?? 0)}` : '';
  return { ok: true, message: resolves ? `Incidencia resuelta${mails}.` : `Actualización publicada${mails}.` };
}

// ---------------------------------------------------------------------------------------------
// Maintenance

type Scheduled = {
  title: string;
  text: string;
  startsAt: Date;
  endsAt: Date;
  components: { id: number; name: string }[];
};

async function parseMaintenance(form: StatusForm): Promise<Scheduled | FormAnswer> {
  const parsed = maintenanceSchema.safeParse({
    titulo: form.titulo ?? '',
    texto: form.texto ?? '',
    inicio: form.inicio ?? '',
    fin: form.fin ?? '',
  });
  if (!parsed.success) return invalid(parsed.error);
  const components = await componentsOf(form);
  if (typeof components === 'string') return { ok: false, message: components };
  return {
    title: parsed.data.titulo,
    text: parsed.data.texto,
    startsAt: parsed.data.inicio,
    endsAt: parsed.data.fin,
    components,
  };
}

export async function previewMaintenance(form: StatusForm): Promise<FormAnswer> {
  const m = await parseMaintenance(form);
  if ('ok' in m) return m;
  return previewText(
    [
      m.title,
      `Del ${when(m.startsAt)} al ${when(m.endsAt)} (hora de Madrid)`,
      m.text,
      'Afecta a:',
      ...m.components.map((c) => `- ${c.name}`),
    ],
    notifyOf(form),
    m.components.map((c) => c.id),
  );
}

export async function scheduleMaintenance(staff: StaffSession, form: StatusForm, client: string): Promise<FormAnswer> {
  const m = await parseMaintenance(form);
  if ('ok' in m) return m;
  const notify = notifyOf(form);
  const mailed = await db().$transaction(async (tx) => {
    const row = await tx.maintenance.create({
      data: {
        title: m.title,
        text: m.text,
        startsAt: m.startsAt,
        endsAt: m.endsAt,
        components: { create: m.components.map((c) => ({ componentId: c.id })) },
      },
    });
    const queued = notify
      ? await queueNotices(
          tx,
          m.components.map((c) => c.id),
          (to, links) => maintenanceMail(to, { ...m, components: m.components.map((c) => c.name) }, links),
        )
      : 0;
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'status.maintenance-scheduled',
        objectType: 'mantenimiento',
        objectId: row.id,
        changes: {
          título: m.title,
          ventana: `${when(m.startsAt)} – ${when(m.endsAt)}`,
          componentes: m.components.map((c) => c.name).join('; '),
          avisados: noticeAudit(notify, queued),
        },
        client,
      },
      tx,
    );
    return queued;
  });
  published();
  return { ok: true, message: `Mantenimiento programado${notify ? `; ${mailsQueued(mailed)}` : ''}.` };
}

/**
 * Changes a window (its times, components and text), audited field by field; a window already
 * over keeps what happened. With "notificar", the subscribers of its components before and after
 * get the window as it now is.
 */
export async function updateMaintenance(
  staff: StaffSession,
  id: number,
  form: StatusForm,
  client: string,
  now = new Date(),
): Promise<FormAnswer> {
  const m = await parseMaintenance(form);
  if ('ok' in m) return m;
  const notify = notifyOf(form);
  const outcome = await db().$transaction(async (tx) => {
    const before = await tx.maintenance.findUnique({
      where: { id },
      include: { components: { select: { component: { select: { id: true, name: true } } } } },
    });
    if (!before) return 'missing' as const;
    if (before.endsAt <= now) return 'over' as const;
    const fields = (w: { title: string; text: string; startsAt: Date; endsAt: Date; names: string[] }) => ({
      título: w.title,
      texto: w.text,
      ventana: `${when(w.startsAt)} – ${when(w.endsAt)}`,
      componentes: [...w.names].sort(compareSpanish).join('; '),
    });
    const beforeIds = before.components.map((c) => c.component.id);
    const changes = changedFields(
      fields({ ...before, names: before.components.map((c) => c.component.name) }),
      fields({ ...m, names: m.components.map((c) => c.name) }),
    );
    if (Object.keys(changes).length === 0) return 'same' as const;
    await tx.maintenance.update({
      where: { id },
      data: { title: m.title, text: m.text, startsAt: m.startsAt, endsAt: m.endsAt },
    });
    await tx.maintenanceComponent.deleteMany({ where: { maintenanceId: id } });
    await tx.maintenanceComponent.createMany({
      data: m.components.map((c) => ({ maintenanceId: id, componentId: c.id })),
    });
    const queued = notify
      ? await queueNotices(tx, [...new Set([...beforeIds, ...m.components.map((c) => c.id)])], (to, links) =>
          maintenanceMail(to, { ...m, components: m.components.map((c) => c.name) }, links),
        )
      : 0;
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'status.maintenance-updated',
        objectType: 'mantenimiento',
        objectId: id,
        changes: { ...changes, avisados: noticeAudit(notify, queued) },
        client,
      },
      tx,
    );
    return queued;
  });
  if (outcome === 'missing') return { ok: false, kind: 'missing', message: 'Ese mantenimiento ya no existe.' };
  if (outcome === 'over')
    return { ok: false, kind: 'conflict', message: 'Ese mantenimiento ya ha terminado: no se puede cambiar.' };
  if (outcome === 'same') return { ok: true, message: 'Nada que guardar: el mantenimiento ya era así.' };
  published();
  return { ok: true, message: `Mantenimiento guardado${notify ? `; ${mailsQueued(outcome)}` : ''}.` };
}

export async function deleteMaintenance(staff: StaffSession, id: number, client: string): Promise<FormAnswer> {
  const title = await db().$transaction(async (tx) => {
    const row = await tx.maintenance.findUnique({ where: { id } });
    if (!row) return null;
    await tx.maintenance.delete({ where: { id } });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'status.maintenance-deleted',
        objectType: 'mantenimiento',
        objectId: id,
        changes: { título: row.title },
        client,
      },
      tx,
    );
    return row.title;
  });
  if (title === null) return { ok: false, kind: 'missing', message: 'Ese mantenimiento ya no existe.' };
  published();
  return { ok: true, message: `Mantenimiento borrado: ${title}.` };
}
