// The status page's reads along their indexes (lib/testing/query-plans.ts), on SQLite and
// (TEST_POSTGRES_SERVER) PostgreSQL: the tables that grow with use (subscribers and their
// components, the updates of every incident, the outbox) are never read whole nor sorted. The
// incidents and windows themselves stay small (a few a month) and are read 90 days at a time.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { affectedModules } from './modules';
import { queueNotices } from './notify';
import { readStatus, statusVersion } from './read';
import { statusBoard, incidentDetail } from './staff/lists';

const GROWING = ['StatusSubscriber', 'StatusSubscription', 'IncidentUpdate', 'OutboxMail', 'HotelProduct'];

let ids: number[] = [];
let hotelId = 0;

beforeAll(async () => {
  ids = (await db().statusComponent.findMany({ select: { id: true } })).map((c) => c.id);
  for (let i = 0; i < 60; i++)
    await db().statusSubscriber.create({
      data: {
        email: `s${i}@hotel.es`,
        unsubscribeKey: `k${i}`.padEnd(24, 'k'),
        confirmedAt: i % 3 ? new Date() : null,
        components: { create: [{ componentId: ids[i % ids.length]! }] },
      },
    });
  for (let i = 0; i < 20; i++)
    await db().incident.create({
      data: {
        title: `I${i}`,
        state: 'resuelto',
        startedAt: new Date(Date.now() - (i + 1) * 86_400_000),
        resolvedAt: new Date(Date.now() - (i + 1) * 86_400_000 + 3_600_000),
        components: { create: [{ componentId: ids[i % ids.length]!, impact: 'grave' }] },
        updates: {
          create: [
            { state: 'investigando', text: 'a' },
            { state: 'resuelto', text: 'b' },
          ],
        },
      },
    });
  // Hotels with their modules, some modules linked to components (the customer's banner).
  const products = [];
  for (let p = 0; p < 5; p++)
    products.push(await db().product.create({ data: { slug: `m${p}`, name: `Módulo ${p}`, position: p } }));
  for (const [i, p] of products.slice(0, 3).entries())
    await db().statusComponentProduct.create({ data: { componentId: ids[i]!, productId: p.id } });
  for (let h = 0; h < 40; h++) {
    const hotel = await db().hotel.create({
      data: { name: `Hotel ${h}`, legalName: `H ${h}`, taxId: `B${30000000 + h}` },
    });
    for (const p of products.slice(0, 1 + (h % 5)))
      await db().hotelProduct.create({ data: { hotelId: hotel.id, productId: p.id } });
    if (h === 3) hotelId = hotel.id;
  }
});

describe('the status page’s queries', () => {
  it.each([
    ['the public snapshot', () => readStatus()],
    ['the feed’s version', () => statusVersion()],
    ['the back office’s board', () => statusBoard()],
    ['one incident', () => incidentDetail(1)],
    ["a hotel's modules the banner's components affect", () => affectedModules(hotelId, ids.slice(0, 2))],
    [
      'the subscribers mailed about an update',
      () =>
        db().$transaction((tx) =>
          queueNotices(tx, ids.slice(0, 2), (to) => ({
            kind: 'status-update',
            to,
            replyTo: 'a@b.es',
            subject: 's',
            text: 't',
          })),
        ),
    ],
  ])('%s reads along indexes', async (_name, run) => {
    const { verdict } = await checkQueryPlans(run as () => Promise<unknown>, { bigTables: GROWING });
    expect(verdict.problems).toEqual([]);
  });
});
