// What the status page shows at one instant, built from the rows read (read.ts) and "now": each
// component's state and 90-day history, the incidents and the maintenance windows. Pure and
// JSON-safe (dates as ISO text): it is cached as the status feed's one reading (view.ts) and every
// public answer (/estado, its JSON, Atom and iCalendar, the banner) is drawn from it.
import { componentHistory, type ComponentHistory } from './history';
import { worse, type ComponentState, type Impact, type IncidentState } from './states';

export interface ComponentRow {
  id: number;
  name: string;
  description: string;
}

export interface IncidentRow {
  id: number;
  title: string;
  state: IncidentState;
  startedAt: Date;
  resolvedAt: Date | null;
  components: { componentId: number; impact: Impact }[];
  updates: { id: number; at: Date; state: IncidentState; text: string }[];
}

export interface MaintenanceRow {
  id: number;
  title: string;
  text: string;
  startsAt: Date;
  endsAt: Date;
  componentIds: number[];
}

export interface ComponentView extends ComponentRow {
  state: ComponentState;
  history: ComponentHistory;
}

export interface IncidentView {
  id: number;
  title: string;
  state: IncidentState;
  startedAt: string;
  resolvedAt: string | null;
  components: { id: number; name: string; impact: Impact }[];
  /** Newest first */
  updates: { id: number; at: string; state: IncidentState; text: string }[];
}

export type MaintenancePhase = 'programado' | 'en-curso' | 'terminado';

export interface MaintenanceView {
  id: number;
  title: string;
  text: string;
  startsAt: string;
  endsAt: string;
  phase: MaintenancePhase;
  components: { id: number; name: string }[];
}

export interface StatusSnapshot {
  /** When it was built: the instant states and phases are read at */
  at: string;
  components: ComponentView[];
  /** Open ones and those of the history's days, newest first */
  incidents: IncidentView[];
  /** By start: those of the history's days, in progress and scheduled */
  maintenance: MaintenanceView[];
}

/** How far ahead a maintenance window is announced by the banner. */
export const MAINTENANCE_NOTICE_MS = 12 * 3600_000;

/** Derived from the times alone: a window starts and ends by itself. */
export function maintenancePhase(m: { startsAt: Date; endsAt: Date }, now: Date): MaintenancePhase {
  if (now < m.startsAt) return 'programado';
  return now < m.endsAt ? 'en-curso' : 'terminado';
}

export function buildSnapshot(
  components: readonly ComponentRow[],
  incidents: readonly IncidentRow[],
  maintenance: readonly MaintenanceRow[],
  now: Date,
): StatusSnapshot {
  const names = new Map(components.map((c) => [c.id, c.name]));
  const views: ComponentView[] = components.map((c) => {
    const own = incidents.flatMap((i) =>
      i.components
        .filter((a) => a.componentId === c.id)
        .map((a) => ({ start: i.startedAt, end: i.resolvedAt, impact: a.impact })),
    );
    const windows = maintenance
      .filter((m) => m.componentIds.includes(c.id))
      .map((m) => ({ start: m.startsAt, end: m.endsAt }));
    let state: ComponentState = 'operativo';
    for (const span of own) if (!span.end || span.end > now) state = worse(state, span.impact);
    if (windows.some((w) => maintenancePhase({ startsAt: w.start, endsAt: w.end }, now) === 'en-curso'))
      state = worse(state, 'mantenimiento');
    return { ...c, state, history: componentHistory(own, windows, now) };
  });
  return {
    at: now.toISOString(),
    components: views,
    incidents: [...incidents]
      .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime() || b.id - a.id)
      .map((i) => ({
        id: i.id,
        title: i.title,
        state: i.state,
        startedAt: i.startedAt.toISOString(),
        resolvedAt: i.resolvedAt?.toISOString() ?? null,
        components: i.components
          .filter((a) => names.has(a.componentId))
          .map((a) => ({ id: a.componentId, name: names.get(a.componentId)!, impact: a.impact })),
        updates: [...i.updates]
          .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
          .map((u) => ({ id: u.id, at: u.at.toISOString(), state: u.state, text: u.text })),
      })),
    maintenance: [...maintenance]
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
      .map((m) => ({
        id: m.id,
        title: m.title,
        text: m.text,
        startsAt: m.startsAt.toISOString(),
        endsAt: m.endsAt.toISOString(),
        phase: maintenancePhase(m, now),
        components: m.componentIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
      })),
  };
}

/** What the answers other programs read carry while the status cannot be read (the build, which has no database). */
export function emptySnapshot(now = new Date()): StatusSnapshot {
  return { at: now.toISOString(), components: [], incidents: [], maintenance: [] };
}

export function openIncidents(snapshot: StatusSnapshot): IncidentView[] {
  return snapshot.incidents.filter((i) => i.resolvedAt === null);
}

/** What the banner says: open incidents, else maintenance in progress or starting within 12 hours; null: no banner. */
export type Banner =
  | { kind: 'incident'; titles: string[]; componentIds: number[] }
  | {
      kind: 'maintenance';
      title: string;
      startsAt: string;
      endsAt: string;
      inProgress: boolean;
      componentIds: number[];
    }
  | null;

export function bannerOf(snapshot: StatusSnapshot, now = new Date(snapshot.at)): Banner {
  const open = openIncidents(snapshot);
  if (open.length)
    return {
      kind: 'incident',
      titles: open.map((i) => i.title),
      componentIds: [...new Set(open.flatMap((i) => i.components.map((c) => c.id)))],
    };
  const soon = snapshot.maintenance.find((m) => {
    const start = new Date(m.startsAt).getTime();
    return new Date(m.endsAt) > now && start - now.getTime() <= MAINTENANCE_NOTICE_MS;
  });
  if (!soon) return null;
  return {
    kind: 'maintenance',
    title: soon.title,
    startsAt: soon.startsAt,
    endsAt: soon.endsAt,
    inProgress: new Date(soon.startsAt) <= now,
    componentIds: soon.components.map((c) => c.id),
  };
}
