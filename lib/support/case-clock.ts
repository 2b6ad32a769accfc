// A case's response targets from its stored history, and its place in the staff queue. Pure: the
// queue's keys (queue-keys.ts keeps them on the case with every change), the back office's case
// page and its tests read them the same way.
// - The history: the case opened in its first state at `createdAt`, then each CaseStateChange.
// - The queue's keys: its group (0 open and unassigned, 1 open and handled, 2 resolved or closed)
//   and the moment the target whose clock counts now falls due (the first response until it is
//   given, then the resolution); the far future when no clock runs towards one (the case waits
//   for the customer before its target passed, or is finished), so such cases come last in their
//   group and a keyset over (queueGroup, nextDueAt, id) never meets a null.
import { FINISHED_STATES, type CaseState } from './fields';
import {
  deadlinesFor,
  isPriority,
  targetStatus,
  type CaseDeadlines,
  type StateInterval,
  type TargetStatus,
  type TargetTable,
} from './targets';

/** "No target runs": later than any real due date (and what the column defaults to). */
export const NO_DUE = new Date('9999-12-31T00:00:00.000Z');

export const QUEUE_GROUPS = { unassigned: 0, handled: 1, finished: 2 } as const;

export interface ClockCase {
  priority: string;
  state: string;
  handlerId: number | null;
  createdAt: Date;
  firstResponseAt: Date | null;
}

export interface StateChangeRow {
  from: string;
  to: string;
  at: Date;
  id: number;
}

/** The case's states in order, from its opening to now (the last one open). */
export function historyOf(
  c: Pick<ClockCase, 'createdAt' | 'state'>,
  changes: readonly StateChangeRow[],
): StateInterval[] {
  const ordered = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  const history: StateInterval[] = [{ state: ordered[0]?.from ?? c.state, from: c.createdAt, to: null }];
  for (const change of ordered) {
    const last = history.at(-1)!;
    // A change stamped before the opening (clock skew between instances) counts at the opening.
    const at = change.at < last.from ? last.from : change.at;
    last.to = at;
    history.push({ state: change.to, from: at, to: null });
  }
  return history;
}

/** Both deadlines of the case under the targets in force. */
export function caseDeadlines(
  c: ClockCase,
  changes: readonly StateChangeRow[],
  targets: TargetTable,
  holidays: readonly string[],
): CaseDeadlines {
  const priority = isPriority(c.priority) ? c.priority : 'media';
  return deadlinesFor(
    { priority, history: historyOf(c, changes), firstResponseAt: c.firstResponseAt },
    targets,
    holidays,
  );
}

export interface CaseTargets {
  firstResponse: TargetStatus;
  resolution: TargetStatus;
}

/** Where both targets stand at `now`: met, breached, due soon, on time or paused. */
export function caseTargets(
  c: ClockCase,
  changes: readonly StateChangeRow[],
  targets: TargetTable,
  holidays: readonly string[],
  now: Date,
): CaseTargets {
  const d = caseDeadlines(c, changes, targets, holidays);
  return {
    firstResponse: targetStatus(d.firstResponse, now, holidays),
    resolution: targetStatus(d.resolution, now, holidays),
  };
}

export interface QueueKeys {
  queueGroup: number;
  nextDueAt: Date;
}

/** The case's place in the staff queue. */
export function queueKeys(
  c: ClockCase,
  changes: readonly StateChangeRow[],
  targets: TargetTable,
  holidays: readonly string[],
): QueueKeys {
  if (FINISHED_STATES.includes(c.state as CaseState)) return { queueGroup: QUEUE_GROUPS.finished, nextDueAt: NO_DUE };
  const d = caseDeadlines(c, changes, targets, holidays);
  const counting = d.firstResponse.stoppedAt ? d.resolution : d.firstResponse;
  return {
    queueGroup: c.handlerId === null ? QUEUE_GROUPS.unassigned : QUEUE_GROUPS.handled,
    nextDueAt: counting.due ?? NO_DUE,
  };
}

/** "3 h 20 min", "2 días 4 h", "5 min": a stretch of real time as staff read it. */
export function spanWords(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'día' : 'días'}${hours ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${mins ? ` ${mins} min` : ''}`;
  return `${mins} min`;
}

/** What is left before `due` at `now` ("quedan 40 min"), or how late it is ("vencido hace 2 h"). */
export function dueWords(due: Date, now: Date): string {
  const ms = due.getTime() - now.getTime();
  return ms > 0 ? `quedan ${spanWords(ms)}` : `vencido hace ${spanWords(ms)}`;
}
