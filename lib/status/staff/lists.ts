// What /gestion/estado shows: the components, the open incidents and the last resolved ones, the
// maintenance windows not long over, one incident with its timeline. Each read bounded, along an index.
import 'server-only';
import { db } from '@/lib/db';
import { MAINTENANCE_FIELDS } from '../read';

export const RECENT_RESOLVED = 20;
export const RECENT_MAINTENANCE = 50;

export async function statusBoard(now = new Date()) {
  const [components, products, open, resolved, maintenance] = await Promise.all([
    db().statusComponent.findMany({
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        description: true,
        position: true,
        _count: { select: { subscriptions: true } },
        products: { select: { productId: true } },
      },
    }),
    // The vendor's catalogue: a handful of modules, each a component may be linked to.
    db().product.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, name: true } }),
    db().incident.findMany({
      where: { resolvedAt: null },
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      select: { id: true, title: true, state: true, startedAt: true },
    }),
    db().incident.findMany({
      where: { resolvedAt: { not: null } },
      orderBy: [{ resolvedAt: 'desc' }, { startedAt: 'desc' }],
      take: RECENT_RESOLVED,
      select: { id: true, title: true, startedAt: true, resolvedAt: true },
    }),
    db().maintenance.findMany({
      where: { endsAt: { gte: new Date(now.getTime() - 30 * 86_400_000) } },
      orderBy: [{ endsAt: 'asc' }, { startsAt: 'asc' }],
      take: RECENT_MAINTENANCE,
      select: {
        id: true,
        title: true,
        startsAt: true,
        endsAt: true,
        components: { select: { component: { select: { name: true } } } },
      },
    }),
  ]);
  const subscribers = await db().statusSubscriber.count({ where: { confirmedAt: { not: null } } });
  return { components, products, open, resolved, maintenance, subscribers };
}

export async function incidentDetail(id: number) {
  return db().incident.findUnique({
    where: { id },
    select: {
      id: true,
      title: true,
      state: true,
      startedAt: true,
      resolvedAt: true,
      components: { select: { componentId: true, impact: true } },
      updates: {
        orderBy: [{ at: 'desc' }, { id: 'desc' }],
        select: { id: true, at: true, state: true, text: true, notify: true, mailed: true },
      },
    },
  });
}

export async function maintenanceDetail(id: number) {
  return db().maintenance.findUnique({
    where: { id },
    select: MAINTENANCE_FIELDS,
  });
}
