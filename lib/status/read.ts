// The status page's rows, read from the database: every component, the incidents of the history's
// days and those still open, the maintenance windows from the history's first day on. Bounded:
// the incidents and windows of 90 days (at most HISTORY_ROWS each), along their indexes.
import 'server-only';
import { db } from '@/lib/db';
import { HISTORY_DAYS } from './history';
import type { ComponentRow, IncidentRow, MaintenanceRow } from './snapshot';
import { buildSnapshot, MAINTENANCE_NOTICE_MS, type StatusSnapshot } from './snapshot';
import { isImpact, isIncidentState, type IncidentState } from './states';
import { dateFormat } from '@/lib/format/intl';

/** More incidents or windows in 90 days than any service has had; a bound on the read. */
export const HISTORY_ROWS = 500;
/** A day more than the history, for its first day's early hours in Madrid. */
const LOOKBACK_MS = (HISTORY_DAYS + 1) * 24 * 3600_000;

const state = (s: string): IncidentState => (isIncidentState(s) ? s : 'investigando');

/** What a maintenance window is read with, here and in the back office's page of one. */
export const MAINTENANCE_FIELDS = {
  id: true,
  title: true,
  text: true,
  startsAt: true,
  endsAt: true,
  components: { select: { componentId: true } },
} as const;

export async function readComponents(): Promise<ComponentRow[]> {
  return db().statusComponent.findMany({
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, description: true },
  });
}

export async function readStatus(now = new Date()): Promise<StatusSnapshot> {
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const [components, incidents, maintenance] = await Promise.all([
    readComponents(),
    db().incident.findMany({
      where: { OR: [{ resolvedAt: null }, { resolvedAt: { gte: since } }] },
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      take: HISTORY_ROWS,
      select: {
        id: true,
        title: true,
        state: true,
        startedAt: true,
        resolvedAt: true,
        components: { select: { componentId: true, impact: true } },
        // In the snapshot's order (buildSnapshot sorts them): no sort of the updates of many incidents here.
        updates: { select: { id: true, at: true, state: true, text: true } },
      },
    }),
    db().maintenance.findMany({
      where: { endsAt: { gte: since } },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      take: HISTORY_ROWS,
      select: MAINTENANCE_FIELDS,
    }),
  ]);
  const incidentRows: IncidentRow[] = incidents.map((i) => ({
    ...i,
    state: state(i.state),
    components: i.components.flatMap((c) =>
      isImpact(c.impact) ? [{ componentId: c.componentId, impact: c.impact }] : [],
    ),
    updates: i.updates.map((u) => ({ ...u, state: state(u.state) })),
  }));
  const maintenanceRows: MaintenanceRow[] = maintenance.map(({ components: cs, ...m }) => ({
    ...m,
    componentIds: cs.map((c) => c.componentId),
  }));
  return buildSnapshot(components, incidentRows, maintenanceRows, now);
}

/**
 * The status feed's version: moves with every change staff make, with every window that starts,
 * ends or comes within the banner's 12 hours, and with the Madrid day (the history's bars).
 */
export async function statusVersion(now = new Date()): Promise<string> {
  const [components, incidents, updates, maintenance, live] = await Promise.all([
    db().statusComponent.aggregate({ _count: { _all: true }, _max: { updatedAt: true } }),
    db().incident.aggregate({ _count: { _all: true }, _max: { updatedAt: true } }),
    // Updates are only ever added (an incident's deletion moves the incidents' count): the last id will do.
    db().incidentUpdate.aggregate({ _max: { id: true } }),
    db().maintenance.aggregate({ _count: { _all: true }, _max: { updatedAt: true } }),
    db().maintenance.findMany({
      where: {
        endsAt: { gt: new Date(now.getTime() - 60_000) },
        startsAt: { lte: new Date(now.getTime() + MAINTENANCE_NOTICE_MS) },
      },
      select: { id: true, startsAt: true, endsAt: true },
      orderBy: [{ endsAt: 'asc' }],
      take: 50,
    }),
  ]);
  const phases = live.map((m) => `${m.id}:${m.startsAt <= now ? (m.endsAt <= now ? 'fin' : 'curso') : 'pronto'}`);
  return JSON.stringify([
    components._count._all,
    components._max.updatedAt?.getTime() ?? 0,
    incidents._count._all,
    incidents._max.updatedAt?.getTime() ?? 0,
    updates._max.id ?? 0,
    maintenance._count._all,
    maintenance._max.updatedAt?.getTime() ?? 0,
    phases,
    dateFormat({ timeZone: 'Europe/Madrid' }, 'en-CA').format(now),
  ]);
}
