// Status components linked to the hotels' modules: staff link a component to the products that
// depend on it through the calls /gestion/estado posts to (audited; an unknown product refused;
// other roles refused with nothing changed), and while an incident or a window affects it, the
// customer area's banner of a hotel with one of those modules names them ("Afecta a …"), even
// without a subscription; a hotel without them, or with other modules, sees the general banner.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StatusBanner } from '@/components/status/status-banner';
import { db } from '@/lib/db';
import { seedStaff } from '@/lib/staff/demo-seed';
import { affectedModules } from '@/lib/status/modules';
import { readStatus } from '@/lib/status/read';
import { bannerOf } from '@/lib/status/snapshot';
import { moduleField } from '@/lib/status/states';
import type { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as updateComponent } from './estado/componentes/[id]/route';
import { POST as createComponent } from './estado/componentes/route';
import { POST as openIncident } from './estado/incidencias/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined }));

let admin: TestClient;
let editor: TestClient;
let pms: number;
let othello: number;
let pos: number;
let channelManager: number;
/** Hotels: one with Othello, one with the channel manager only, one with no module. */
const hotels = { othello: 0, channel: 0, none: 0 };

beforeAll(async () => {
  await seedStaff();
  admin = await staffBrowser('admin@millehotel.es');
  editor = await staffBrowser('redaccion@millehotel.es');
  pms = (await db().statusComponent.findFirstOrThrow({ where: { name: 'Othello PMS en la nube' } })).id;
  // The catalogue the products' migration seeds.
  const product = async (slug: string) => (await db().product.findUniqueOrThrow({ where: { slug } })).id;
  othello = await product('othello');
  pos = await product('terminal-punto-de-venta');
  channelManager = await product('channel-manager');
  for (const [key, products] of [
    ['othello', [othello]],
    ['channel', [channelManager]],
    ['none', []],
  ] as const) {
    const hotel = await db().hotel.create({
      data: { name: `Hotel ${key}`, legalName: key, taxId: `B${key.length}000000` },
    });
    hotels[key] = hotel.id;
    for (const productId of products) await db().hotelProduct.create({ data: { hotelId: hotel.id, productId } });
  }
});

const componentForm = (extra: Record<string, string> = {}) => ({
  nombre: 'Othello PMS en la nube',
  descripcion: 'El PMS en la nube',
  orden: '1',
  ...extra,
});
const linked = async (componentId: number) =>
  (await db().statusComponentProduct.findMany({ where: { componentId } })).map((l) => l.productId).sort();

describe('staff link a component to the modules that depend on it', () => {
  it('the default components come linked to the modules that plainly depend on them', async () => {
    expect(await linked(pms)).toEqual([othello]);
  });

  it('Redacción is refused, and nothing changes', async () => {
    const res = await call(editor, updateComponent, `estado/componentes/${pms}`, {
      form: componentForm({ [moduleField(othello)]: 'on', [moduleField(pos)]: 'on' }),
    });
    expect(res.status).toBe(403);
    expect(await linked(pms)).toEqual([othello]);
  });

  it('an unknown module is refused in Spanish', async () => {
    const res = await call(admin, updateComponent, `estado/componentes/${pms}`, {
      form: componentForm({ [moduleField(999_999)]: 'on' }),
    });
    expect((await res.json()).message).toBe('Uno de los módulos ya no existe: vuelve a cargar la página.');
    expect(await linked(pms)).toEqual([othello]);
  });

  it('Administración links and unlinks modules, audited before and after; a new component takes its modules too', async () => {
    const both = await call(admin, updateComponent, `estado/componentes/${pms}`, {
      form: componentForm({ [moduleField(othello)]: 'on', [moduleField(pos)]: 'on' }),
    });
    expect((await both.json()).ok).toBe(true);
    expect(await linked(pms)).toEqual([othello, pos].sort());
    const audit = await db().auditEntry.findFirstOrThrow({
      where: { action: 'status.component-updated', objectId: String(pms) },
      orderBy: { id: 'desc' },
    });
    expect(JSON.parse(audit.changes)).toMatchObject({ modulos: ['Othello', 'Othello; Terminal punto de venta'] });
    // Back to Othello alone: the point of sale is not named any more.
    await call(admin, updateComponent, `estado/componentes/${pms}`, {
      form: componentForm({ [moduleField(othello)]: 'on' }),
    });
    expect(await linked(pms)).toEqual([othello]);

    await call(admin, createComponent, 'estado/componentes', {
      form: { nombre: 'Terminales', descripcion: '', orden: '50', [moduleField(pos)]: 'on' },
    });
    const terminals = await db().statusComponent.findUniqueOrThrow({ where: { name: 'Terminales' } });
    expect(await linked(terminals.id)).toEqual([pos]);
  });
});

describe("the customer area's banner names the hotel's affected modules", () => {
  it('for a hotel with a linked module, without a subscription; the others see the general banner', async () => {
    const res = await call(admin, openIncident, 'estado/incidencias', {
      form: { titulo: 'El PMS no responde', estado: 'investigando', texto: 'Lo miramos.', [`impacto-${pms}`]: 'grave' },
    });
    expect((await res.json()).ok).toBe(true);
    const banner = bannerOf(await readStatus(new Date()))!;
    expect(banner).toMatchObject({ kind: 'incident', componentIds: [pms] });

    expect(await affectedModules(hotels.othello, banner.componentIds)).toEqual(['Othello']);
    // Another hotel's module (linked to another component) and no module at all: nothing named.
    expect(await affectedModules(hotels.channel, banner.componentIds)).toEqual([]);
    expect(await affectedModules(hotels.none, banner.componentIds)).toEqual([]);

    const shown = (modules: string[]) => renderToStaticMarkup(createElement(StatusBanner, { banner, modules }));
    expect(shown(await affectedModules(hotels.othello, banner.componentIds))).toContain('Afecta a Othello.');
    const general = shown(await affectedModules(hotels.channel, banner.componentIds));
    expect(general).toContain('Incidencia abierta: El PMS no responde.');
    expect(general).not.toContain('Afecta a');
  });
});
