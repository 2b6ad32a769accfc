// The 90-day history of a component, as the status page draws it: per Madrid calendar day the
// worst state it was in, and the uptime over the whole period. Pure (the page passes the incidents
// and maintenance windows it read, and "now").
//
// Days are Madrid's: from one local midnight to the next, so a day of a change of summer time is
// 23 or 25 hours long. At every instant a component is in the worst state any incident or window
// then open gives it; overlapping incidents are not counted twice. The uptime weighs each state's
// time by DOWNTIME_WEIGHT (a maintenance window counts as up, also under an incident).
import { dateToMadridLocal, madridLocalToDate } from '@/lib/news/madrid-time';
import { DOWNTIME_WEIGHT, worse, type ComponentState, type Impact } from './states';

export interface IncidentSpan {
  start: Date;
  /** null while open: it lasts until now */
  end: Date | null;
  impact: Impact;
}

export interface MaintenanceSpan {
  start: Date;
  end: Date;
}

export interface DayBar {
  /** The Madrid date, YYYY-MM-DD */
  date: string;
  /** The worst state of the day */
  state: ComponentState;
  /** Uptime of the day (its elapsed part for today), percent */
  uptime: number;
}

export interface ComponentHistory {
  /** Oldest first, today last */
  days: DayBar[];
  /** Over all the days shown, up to now; percent, rounded down to two decimals */
  uptime: number;
}

export const HISTORY_DAYS = 90;

/** The instant a Madrid date begins. */
export function madridDayStart(date: string): number {
  const at = madridLocalToDate(`${date}T00:00`);
  if (!at) throw new RangeError(`not a date: ${date}`);
  return at.getTime();
}

/** The Madrid date of an instant, YYYY-MM-DD. */
export function madridDate(at: Date): string {
  return dateToMadridLocal(at).slice(0, 10);
}

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

interface Piece {
  from: number;
  to: number;
  state: ComponentState;
}

/** The spans as pieces of time in a state, clipped to [from, to). */
function pieces(incidents: readonly IncidentSpan[], maintenance: readonly MaintenanceSpan[], now: number): Piece[] {
  return [
    ...incidents.map((i) => ({ from: i.start.getTime(), to: i.end ? i.end.getTime() : now, state: i.impact })),
    ...maintenance.map((m) => ({ from: m.start.getTime(), to: m.end.getTime(), state: 'mantenimiento' as const })),
  ].filter((p) => p.to > p.from);
}

/** The worst state and the weighted down time within [from, to). */
function measure(all: readonly Piece[], from: number, to: number): { state: ComponentState; down: number } {
  const within = all.filter((p) => p.from < to && p.to > from);
  let state: ComponentState = 'operativo';
  for (const p of within) state = worse(state, p.state);
  // Cut the window at every edge inside it; in each slice the component is in one state.
  const edges = [...new Set([from, to, ...within.flatMap((p) => [p.from, p.to]).filter((t) => t > from && t < to)])];
  edges.sort((a, b) => a - b);
  let down = 0;
  for (const [i, a] of edges.entries()) {
    const b = edges[i + 1];
    if (b === undefined) break;
    const open = within.filter((p) => p.from <= a && p.to >= b);
    // Maintenance covers what happens in its window: announced work is not a failure.
    if (open.some((p) => p.state === 'mantenimiento')) continue;
    const weight = Math.max(0, ...open.map((p) => DOWNTIME_WEIGHT[p.state]));
    down += weight * (b - a);
  }
  return { state, down };
}

function percent(down: number, span: number): number {
  if (span <= 0) return 100;
  return Math.floor((1 - down / span) * 10_000) / 100;
}

export function componentHistory(
  incidents: readonly IncidentSpan[],
  maintenance: readonly MaintenanceSpan[],
  now: Date,
  days = HISTORY_DAYS,
): ComponentHistory {
  const nowMs = now.getTime();
  // Maintenance not yet begun is no part of the history.
  const all = pieces(incidents, maintenance, nowMs).map((p) => ({ ...p, to: Math.min(p.to, nowMs) }));
  const today = madridDate(now);
  const bars: DayBar[] = [];
  let down = 0;
  let span = 0;
  for (let i = days - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const from = madridDayStart(date);
    const to = Math.min(madridDayStart(addDays(date, 1)), nowMs);
    const day = measure(all, from, to);
    bars.push({ date, state: day.state, uptime: percent(day.down, to - from) });
    down += day.down;
    span += Math.max(0, to - from);
  }
  return { days: bars, uptime: percent(down, span) };
}
