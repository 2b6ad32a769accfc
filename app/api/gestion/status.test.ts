// The status page's back office through the calls /gestion/estado posts to: Administración and
// Soporte técnico open an incident, update and resolve it, schedule maintenance and edit the
// components (checked in Spanish, audited, previewed without writing); subscribers get one mail
// per update that asks for it, with its one-click unsubscribe; the public snapshot and the banner
// follow; other roles and no session are refused with nothing changed.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { dateToMadridLocal } from '@/lib/news/madrid-time';
import { seedStaff } from '@/lib/staff/demo-seed';
import { readStatus } from '@/lib/status/read';
import { bannerOf, openIncidents } from '@/lib/status/snapshot';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as deleteComponent } from './estado/componentes/[id]/borrar/route';
import { POST as updateComponent } from './estado/componentes/[id]/route';
import { POST as createComponent } from './estado/componentes/route';
import { POST as addUpdate } from './estado/incidencias/[id]/actualizaciones/route';
import { POST as previewUpdate } from './estado/incidencias/[id]/vista-previa/route';
import { POST as openIncident } from './estado/incidencias/route';
import { POST as previewIncident } from './estado/incidencias/vista-previa/route';
import { POST as deleteMaintenance } from './estado/mantenimientos/[id]/borrar/route';
import { POST as scheduleMaintenance } from './estado/mantenimientos/route';
import { POST as previewMaintenance } from './estado/mantenimientos/vista-previa/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
const refreshed = vi.hoisted(() => ({ tags: [] as string[] }));
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void refreshed.tags.push(tag),
  revalidatePath: () => undefined,
}));

const browsers = {} as Record<'admin' | 'technician' | 'editor' | 'support', TestClient>;
let pms: number;
let channel: number;
let booking: number;

/** Confirmed subscribers (as the opt-in leaves them), one unconfirmed, one of another component. */
async function subscribers() {
  const make = (email: string, components: number[], confirmed = true) =>
    db().statusSubscriber.create({
      data: {
        email,
        unsubscribeKey: `key-${email}`.padEnd(24, 'x'),
        confirmedAt: confirmed ? new Date() : null,
        components: { create: components.map((componentId) => ({ componentId })) },
      },
    });
  await make('uno@hotel.es', [pms, channel]);
  await make('dos@hotel.es', [channel]);
  await make('pendiente@hotel.es', [pms], false);
  await make('otro@hotel.es', [booking]);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  browsers.admin = await staffBrowser('admin@millehotel.es');
  browsers.technician = await staffBrowser('soporte@millehotel.es');
  browsers.editor = await staffBrowser('redaccion@millehotel.es');
  browsers.support = await staffBrowser('atencion@millehotel.es');
  const ids = new Map((await db().statusComponent.findMany()).map((c) => [c.name, c.id]));
  pms = ids.get('Othello PMS en la nube')!;
  channel = ids.get('Channel manager')!;
  booking = ids.get('Motor de reservas OnetBooking')!;
  await subscribers();
});

const statusMails = () => db().outboxMail.findMany({ where: { kind: 'status-update' }, orderBy: { id: 'asc' } });
/** An incident's timeline as stored, oldest first: what each update asked for and how many it mailed. */
const timeline = (incidentId: number) =>
  db().incidentUpdate.findMany({
    where: { incidentId },
    orderBy: { id: 'asc' },
    select: { state: true, notify: true, mailed: true },
  });

describe('the default components', () => {
  it('are the seven the migration seeds, in order', async () => {
    const names = (await db().statusComponent.findMany({ orderBy: { position: 'asc' } })).map((c) => c.name);
    expect(names).toEqual([
      'Othello PMS en la nube',
      'Motor de reservas OnetBooking',
      'Channel manager',
      'Enlace de pago',
      'Envíos Veri*Factu / SII',
      'Apps móviles',
      'Web y área de clientes',
    ]);
  });
});

describe('an incident from opening to resolution', () => {
  let id: number;

  it('previews without writing, and says how many subscribers will be mailed', async () => {
    const form = {
      titulo: 'Los canales no reciben disponibilidad',
      estado: 'investigando',
      texto: 'Lo estamos revisando.',
      [`impacto-${channel}`]: 'grave',
      notificar: 'on',
    };
    const answer = await (
      await call(browsers.technician, previewIncident, 'estado/incidencias/vista-previa', { form })
    ).json();
    expect(answer.ok).toBe(true);
    expect(answer.message).toContain('Los canales no reciben disponibilidad');
    expect(answer.message).toContain('Channel manager: interrupción grave');
    expect(answer.message).toContain('Se enviará un correo a 2 suscriptores.');
    expect(await db().incident.count()).toBe(0);
  });

  it('refuses an incident without a title or an affected component, in Spanish', async () => {
    const res = await call(browsers.admin, openIncident, 'estado/incidencias', {
      form: { titulo: '', estado: 'investigando', texto: 'x' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Escribe el título.');
    const none = await (
      await call(browsers.admin, openIncident, 'estado/incidencias', {
        form: { titulo: 'T', estado: 'investigando', texto: 'x' },
      })
    ).json();
    expect(none).toEqual({ ok: false, message: 'Marca al menos un componente afectado.' });
  });

  it('an empty preview lists its problems in the order of the form’s fields', async () => {
    const incident = await (
      await call(browsers.technician, previewIncident, 'estado/incidencias/vista-previa', { form: {} })
    ).json();
    expect(incident.message).toBe(
      'Escribe el título.\nElige el estado de la incidencia (una incidencia nueva no puede estar resuelta).\nEscribe el texto de la actualización.',
    );
    const maintenance = await (
      await call(browsers.technician, previewMaintenance, 'estado/mantenimientos/vista-previa', { form: {} })
    ).json();
    expect(maintenance.message).toBe(
      'Escribe el título.\nEscribe el inicio como fecha y hora (hora de Madrid).\nEscribe el fin como fecha y hora (hora de Madrid).\nEscribe el texto.',
    );
  });

  it('Soporte técnico opens it: published, audited, one mail per confirmed subscriber of the component', async () => {
    const res = await call(browsers.technician, openIncident, 'estado/incidencias', {
      form: {
        titulo: 'Los canales no reciben disponibilidad',
        estado: 'investigando',
        texto: 'Lo estamos revisando.',
        [`impacto-${channel}`]: 'grave',
        notificar: 'on',
      },
    });
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: true, message: 'Incidencia publicada; 2 correos en cola.' });
    id = Number(/\/(\d+)$/.exec(answer.then)![1]);
    expect(refreshed.tags).toContain('status');

    const mails = await statusMails();
    expect(mails.map((m) => m.recipient).sort()).toEqual(['dos@hotel.es', 'uno@hotel.es']);
    for (const m of mails) {
      expect(m.subject).toBe('[Investigando] Los canales no reciben disponibilidad');
      expect(m.unsubscribeUrl).toMatch(/\/api\/estado\/baja\?token=/);
      expect(m.text).toContain('/estado/suscripcion?accion=baja&token=');
      expect(m.text).toContain('Tu dirección solo se usa para estos avisos.');
    }
    const audit = await db().auditEntry.findFirstOrThrow({ where: { action: 'status.incident-opened' } });
    expect(audit).toMatchObject({
      actorEmail: 'soporte@millehotel.es',
      objectType: 'incidencia',
      objectId: String(id),
    });

    expect(await timeline(id)).toEqual([{ state: 'investigando', notify: true, mailed: 2 }]);

    const status = await readStatus();
    expect(openIncidents(status).map((i) => i.title)).toEqual(['Los canales no reciben disponibilidad']);
    expect(status.components.find((c) => c.id === channel)?.state).toBe('grave');
    expect(bannerOf(status)).toMatchObject({ kind: 'incident', titles: ['Los canales no reciben disponibilidad'] });
  });

  it('an update mails again once per subscriber, also those of a component it no longer affects; one without the box, none', async () => {
    const before = (await statusMails()).length;
    const preview = await (
      await call(browsers.admin, previewUpdate, `estado/incidencias/${id}/vista-previa`, {
        form: { estado: 'identificado', texto: 'Causa encontrada.', [`impacto-${pms}`]: 'degradado', notificar: 'on' },
      })
    ).json();
    expect(preview.message).toContain('Se enviará un correo a 2 suscriptores.');
    expect((await statusMails()).length).toBe(before);

    const answer = await (
      await call(browsers.admin, addUpdate, `estado/incidencias/${id}/actualizaciones`, {
        form: { estado: 'identificado', texto: 'Causa encontrada.', [`impacto-${pms}`]: 'degradado', notificar: 'on' },
      })
    ).json();
    expect(answer).toEqual({ ok: true, message: 'Actualización publicada; 2 correos en cola.' });
    const after = (await statusMails()).slice(before);
    expect(after.map((m) => m.recipient).sort()).toEqual(['dos@hotel.es', 'uno@hotel.es']);

    const quiet = await (
      await call(browsers.admin, addUpdate, `estado/incidencias/${id}/actualizaciones`, {
        form: { estado: 'vigilando', texto: 'Vigilando.', [`impacto-${pms}`]: 'degradado' },
      })
    ).json();
    expect(quiet).toEqual({ ok: true, message: 'Actualización publicada.' });
    expect((await statusMails()).length).toBe(before + 2);
    expect((await timeline(id)).slice(1)).toEqual([
      { state: 'identificado', notify: true, mailed: 2 },
      { state: 'vigilando', notify: false, mailed: null },
    ]);
  });

  it('a resolution is previewed as what it does: the components are no longer affected, whatever the form says of them', async () => {
    const preview = await (
      await call(browsers.admin, previewUpdate, `estado/incidencias/${id}/vista-previa`, {
        form: { estado: 'resuelto', texto: 'Todo funciona.', [`impacto-${channel}`]: 'grave', notificar: 'on' },
      })
    ).json();
    expect(preview.ok).toBe(true);
    expect(preview.message).toContain('Resuelto · ');
    expect(preview.message).toContain('Ya no afecta a:\n- Othello PMS en la nube\n');
    expect(preview.message).not.toMatch(/degradado|interrupción|Channel manager/i);
    // The subscribers of what it affects (the PMS): the form's channel manager is not read.
    expect(preview.message).toContain('Se enviará un correo a 1 suscriptor.');
    // Without any component in the form, as the page sends it once "Resuelto" is chosen.
    const bare = await (
      await call(browsers.admin, previewUpdate, `estado/incidencias/${id}/vista-previa`, {
        form: { estado: 'resuelto', texto: 'Todo funciona.' },
      })
    ).json();
    expect(bare.message).toContain('Ya no afecta a:\n- Othello PMS en la nube\n');
  });

  it('resolving ends it: the banner goes, its components are operational again, the history keeps it, and it takes no more updates', async () => {
    const before = (await statusMails()).length;
    const answer = await (
      await call(browsers.technician, addUpdate, `estado/incidencias/${id}/actualizaciones`, {
        // What the form says of the components is not read: a resolution keeps how it affected them.
        form: { estado: 'resuelto', texto: 'Todo funciona.', [`impacto-${channel}`]: 'grave', notificar: 'on' },
      })
    ).json();
    expect(answer.message).toBe('Incidencia resuelta; 1 correo en cola.');
    const [mail, ...others] = (await statusMails()).slice(before);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      recipient: 'uno@hotel.es',
      subject: '[Resuelto] Los canales no reciben disponibilidad',
    });
    expect(mail!.text).toContain('Ya no afecta a:\n- Othello PMS en la nube\n');
    expect(mail!.text).not.toContain('rendimiento degradado');
    expect((await timeline(id)).at(-1)).toEqual({ state: 'resuelto', notify: true, mailed: 1 });
    expect(await db().incidentComponent.findMany({ where: { incidentId: id } })).toEqual([
      { incidentId: id, componentId: pms, impact: 'degradado' },
    ]);

    const status = await readStatus();
    expect(openIncidents(status)).toEqual([]);
    expect(bannerOf(status)).toBeNull();
    expect(status.components.find((c) => c.id === pms)?.state).toBe('operativo');
    expect(status.components.find((c) => c.id === channel)?.state).toBe('operativo');
    expect(status.incidents[0]).toMatchObject({ id, state: 'resuelto' });
    expect(status.incidents[0]?.updates.map((u) => u.state)).toEqual([
      'resuelto',
      'vigilando',
      'identificado',
      'investigando',
    ]);
    expect(status.components.find((c) => c.id === pms)?.history.days.at(-1)?.state).toBe('degradado');

    const late = await call(browsers.admin, addUpdate, `estado/incidencias/${id}/actualizaciones`, {
      form: { estado: 'vigilando', texto: 'x', [`impacto-${pms}`]: 'degradado' },
    });
    expect(late.status).toBe(409);
    expect(await db().auditEntry.count({ where: { action: 'status.incident-resolved', objectId: String(id) } })).toBe(
      1,
    );
  });
});

describe('an update nobody is subscribed to', () => {
  it('asks for the mail and queues none: the timeline keeps 0, not "avisados"', async () => {
    const web = (await db().statusComponent.findUniqueOrThrow({ where: { name: 'Web y área de clientes' } })).id;
    const answer = await (
      await call(browsers.admin, openIncident, 'estado/incidencias', {
        form: {
          titulo: 'Web lenta',
          estado: 'investigando',
          texto: 'Lo miramos.',
          [`impacto-${web}`]: 'degradado',
          notificar: 'on',
        },
      })
    ).json();
    expect(answer).toMatchObject({ ok: true, message: 'Incidencia publicada; 0 correos en cola.' });
    const id = Number(/\/(\d+)$/.exec(answer.then)![1]);
    expect(await timeline(id)).toEqual([{ state: 'investigando', notify: true, mailed: 0 }]);
    await call(browsers.admin, addUpdate, `estado/incidencias/${id}/actualizaciones`, {
      form: { estado: 'resuelto', texto: 'Resuelto.', notificar: 'on' },
    });
    expect((await timeline(id)).at(-1)).toEqual({ state: 'resuelto', notify: true, mailed: 0 });
    // The audit trail says the same: nobody was told.
    const entries = await db().auditEntry.findMany({
      where: { objectType: 'incidencia', objectId: String(id) },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((e) => [e.action, (JSON.parse(e.changes) as { avisados: unknown }).avisados])).toEqual([
      ['status.incident-opened', 'nadie (sin suscriptores)'],
      ['status.incident-resolved', 'nadie (sin suscriptores)'],
    ]);
  });
});

describe('maintenance', () => {
  const local = (ms: number) => dateToMadridLocal(new Date(Date.now() + ms));

  it('refuses a window that ends before it starts', async () => {
    const answer = await (
      await call(browsers.admin, scheduleMaintenance, 'estado/mantenimientos', {
        form: { titulo: 'M', texto: 't', inicio: local(7_200_000), fin: local(3_600_000), [`componente-${pms}`]: 'on' },
      })
    ).json();
    expect(answer).toEqual({ ok: false, message: 'El fin tiene que ser posterior al inicio.' });
  });

  it('is announced by the banner within 12 hours of its start and is in progress by itself', async () => {
    const form = {
      titulo: 'Actualización de servidores',
      texto: 'Sin servicio durante la ventana.',
      inicio: local(5 * 3_600_000),
      fin: local(7 * 3_600_000),
      [`componente-${pms}`]: 'on',
    };
    expect(
      (await (await call(browsers.admin, previewMaintenance, 'estado/mantenimientos/vista-previa', { form })).json())
        .message,
    ).toContain('No se avisará a los suscriptores.');
    const answer = await (await call(browsers.admin, scheduleMaintenance, 'estado/mantenimientos', { form })).json();
    expect(answer).toEqual({ ok: true, message: 'Mantenimiento programado.' });
    const now = await readStatus();
    expect(bannerOf(now)).toMatchObject({
      kind: 'maintenance',
      title: 'Actualización de servidores',
      inProgress: false,
    });
    const later = await readStatus(new Date(Date.now() + 6 * 3_600_000));
    expect(later.maintenance.at(-1)?.phase).toBe('en-curso');
    expect(later.components.find((c) => c.id === pms)?.state).toBe('mantenimiento');
    const after = await readStatus(new Date(Date.now() + 8 * 3_600_000));
    expect(after.maintenance.at(-1)?.phase).toBe('terminado');
    expect(bannerOf(after)).toBeNull();

    const row = await db().maintenance.findFirstOrThrow({ where: { title: 'Actualización de servidores' } });
    expect(
      (
        await (
          await call(browsers.admin, deleteMaintenance, `estado/mantenimientos/${row.id}/borrar`, { form: {} })
        ).json()
      ).ok,
    ).toBe(true);
    expect(bannerOf(await readStatus())).toBeNull();
  });
});

describe('components', () => {
  it('are created, renamed and deleted, each audited; a name already used is refused', async () => {
    const created = await (
      await call(browsers.admin, createComponent, 'estado/componentes', {
        form: { nombre: 'API de integraciones', descripcion: '', orden: '80' },
      })
    ).json();
    expect(created).toEqual({ ok: true, message: 'Componente creado: API de integraciones.' });
    const taken = await call(browsers.admin, createComponent, 'estado/componentes', {
      form: { nombre: 'Channel manager', descripcion: '', orden: '1' },
    });
    expect(taken.status).toBe(409);
    const row = await db().statusComponent.findUniqueOrThrow({ where: { name: 'API de integraciones' } });
    const renamed = await (
      await call(browsers.admin, updateComponent, `estado/componentes/${row.id}`, {
        form: { nombre: 'API', descripcion: 'Integraciones', orden: '80' },
      })
    ).json();
    expect(renamed.ok).toBe(true);
    const gone = await (
      await call(browsers.admin, deleteComponent, `estado/componentes/${row.id}/borrar`, { form: {} })
    ).json();
    expect(gone.ok).toBe(true);
    const actions = (
      await db().auditEntry.findMany({ where: { objectType: 'componente', objectId: String(row.id) } })
    ).map((a) => a.action);
    expect(actions.sort()).toEqual([
      'status.component-created',
      'status.component-deleted',
      'status.component-updated',
    ]);
    expect(
      (await call(browsers.admin, deleteComponent, `estado/componentes/${row.id}/borrar`, { form: {} })).status,
    ).toBe(404);
  });
});

describe('who may', () => {
  it('Redacción and Atención al cliente are refused, and so is no session; nothing changes', async () => {
    const form = { titulo: 'No', estado: 'investigando', texto: 'x', [`impacto-${pms}`]: 'grave', notificar: 'on' };
    const count = await db().incident.count();
    for (const who of [browsers.editor, browsers.support]) {
      expect((await call(who, openIncident, 'estado/incidencias', { form })).status).toBe(403);
      expect((await call(who, previewIncident, 'estado/incidencias/vista-previa', { form })).status).toBe(403);
      expect(
        (await call(who, createComponent, 'estado/componentes', { form: { nombre: 'X', orden: '1' } })).status,
      ).toBe(403);
    }
    expect((await call(new TestClient(), openIncident, 'estado/incidencias', { form })).status).toBe(401);
    expect(await db().incident.count()).toBe(count);
    expect(await db().statusComponent.count({ where: { name: 'X' } })).toBe(0);
  });
});
