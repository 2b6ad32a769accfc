// Changing a maintenance window through the call its page (/gestion/estado/mantenimientos/<id>)
// posts to: its times, components and text, checked as when scheduling it, audited field by
// field, the subscribers of its components before and after mailed once when asked; a window
// already over, or gone, is refused; other roles and no session are refused with nothing changed.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { dateToMadridLocal } from '@/lib/news/madrid-time';
import { seedStaff } from '@/lib/staff/demo-seed';
import { readStatus } from '@/lib/status/read';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as updateMaintenance } from './estado/mantenimientos/[id]/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined }));

let admin: TestClient;
let editor: TestClient;
let pms: number;
let channel: number;
let windowId: number;
const HOUR = 3_600_000;
/** The form's times, from one moment: the same fields twice are the same (minutes, Madrid time). */
const BASE = Date.now();
const local = (ms: number) => dateToMadridLocal(new Date(BASE + ms));

beforeAll(async () => {
  await seedStaff();
  admin = await staffBrowser('admin@millehotel.es');
  editor = await staffBrowser('redaccion@millehotel.es');
  const ids = new Map((await db().statusComponent.findMany()).map((c) => [c.name, c.id]));
  pms = ids.get('Othello PMS en la nube')!;
  channel = ids.get('Channel manager')!;
  for (const [email, componentId] of [
    ['pms@hotel.es', pms],
    ['canales@hotel.es', channel],
  ] as const)
    await db().statusSubscriber.create({
      data: {
        email,
        unsubscribeKey: `key-${email}`.padEnd(24, 'x'),
        confirmedAt: new Date(),
        components: { create: [{ componentId }] },
      },
    });
  const start = new Date(Math.floor((Date.now() + 48 * HOUR) / 60_000) * 60_000);
  windowId = (
    await db().maintenance.create({
      data: {
        title: 'Actualización de servidores',
        text: 'Sin servicio durante la ventana.',
        startsAt: start,
        endsAt: new Date(start.getTime() + 2 * HOUR),
        components: { create: [{ componentId: pms }] },
      },
    })
  ).id;
});

const form = () => ({
  titulo: 'Actualización de servidores',
  texto: 'Sin servicio del PMS ni de los canales durante la ventana.',
  inicio: local(72 * HOUR),
  fin: local(75 * HOUR),
  [`componente-${pms}`]: 'on',
  [`componente-${channel}`]: 'on',
});
const mails = () => db().outboxMail.findMany({ where: { kind: 'status-update' }, orderBy: { id: 'asc' } });

describe('a maintenance window changed', () => {
  it('Redacción and no session are refused, and nothing changes', async () => {
    expect((await call(editor, updateMaintenance, `estado/mantenimientos/${windowId}`, { form: form() })).status).toBe(
      403,
    );
    expect(
      (await call(new TestClient(), updateMaintenance, `estado/mantenimientos/${windowId}`, { form: form() })).status,
    ).toBe(401);
    expect((await db().maintenance.findUniqueOrThrow({ where: { id: windowId } })).text).toBe(
      'Sin servicio durante la ventana.',
    );
  });

  it('is checked as when scheduled, in Spanish', async () => {
    const answer = await (
      await call(admin, updateMaintenance, `estado/mantenimientos/${windowId}`, {
        form: { ...form(), fin: local(70 * HOUR) },
      })
    ).json();
    expect(answer).toEqual({ ok: false, message: 'El fin tiene que ser posterior al inicio.' });
  });

  it('Administración changes its times, components and text: audited, published, the subscribers before and after mailed once', async () => {
    const answer = await (
      await call(admin, updateMaintenance, `estado/mantenimientos/${windowId}`, {
        form: { ...form(), notificar: 'on' },
      })
    ).json();
    expect(answer).toEqual({ ok: true, message: 'Mantenimiento guardado; 2 correos en cola.' });
    const row = await db().maintenance.findUniqueOrThrow({ where: { id: windowId }, include: { components: true } });
    expect(dateToMadridLocal(row.startsAt)).toBe(form().inicio);
    expect(row.components.map((c) => c.componentId).sort()).toEqual([pms, channel].sort());
    expect((await mails()).map((m) => m.to).sort()).toEqual(['canales@hotel.es', 'pms@hotel.es']);

    const audit = await db().auditEntry.findFirstOrThrow({ where: { action: 'status.maintenance-updated' } });
    const changes = JSON.parse(audit.changes) as Record<string, unknown>;
    expect(Object.keys(changes).sort()).toEqual(['avisados', 'componentes', 'texto', 'ventana']);
    expect(changes.avisados).toBe('2 suscriptores');
    expect(changes.componentes).toEqual(['Othello PMS en la nube', 'Channel manager; Othello PMS en la nube']);

    const published = (await readStatus()).maintenance.find((m) => m.id === windowId)!;
    expect(published.components.map((c) => c.id).sort()).toEqual([pms, channel].sort());
    expect(published.text).toBe(form().texto);
  });

  it('the same fields again change nothing and mail no one', async () => {
    const before = (await mails()).length;
    const answer = await (
      await call(admin, updateMaintenance, `estado/mantenimientos/${windowId}`, {
        form: { ...form(), notificar: 'on' },
      })
    ).json();
    expect(answer).toEqual({ ok: true, message: 'Nada que guardar: el mantenimiento ya era así.' });
    expect(await mails()).toHaveLength(before);
  });

  it('a window already over, or gone, is refused', async () => {
    const over = await db().maintenance.create({
      data: {
        title: 'Pasado',
        text: 't',
        startsAt: new Date(Date.now() - 5 * HOUR),
        endsAt: new Date(Date.now() - 3 * HOUR),
        components: { create: [{ componentId: pms }] },
      },
    });
    const refused = await call(admin, updateMaintenance, `estado/mantenimientos/${over.id}`, { form: form() });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Ese mantenimiento ya ha terminado: no se puede cambiar.');
    const gone = await call(admin, updateMaintenance, 'estado/mantenimientos/999999', { form: form() });
    expect(gone.status).toBe(404);
  });
});
