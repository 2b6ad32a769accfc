// Support cases' response targets: when a case's first response and its resolution fall due, and
// whether each target is met, breached or due soon. Pure (no database, no clock: `now` is always
// passed), so the customer's case page, the staff queue and the tests compute it the same way.
//
// A target counts either around the clock (elapsed real time: a 1 h target is 60 minutes whatever
// the wall clock does at a DST change) or in working time: Monday to Friday, 09:00–19:00 Madrid
// time, without the holidays of the settings' list. A "working day" is the 10 hours of one such
// day. The clock runs while the case is new or in progress, pauses while it waits for the
// customer, and stops when it is resolved or closed (a reopened case counts on from where it was).
//
// Madrid's offset comes from the platform's own time-zone data through Intl.DateTimeFormat (Node's
// full ICU, kept up to date with Node): no dependency for one zone, and the working window's edges
// (09:00, 19:00) never fall in the night hour a DST change skips or repeats, so a local time maps
// to exactly one instant.

export const TIME_ZONE = 'Europe/Madrid';
export const WORK_DAY_START_HOUR = 9;
export const WORK_DAY_END_HOUR = 19;
/** One working day in minutes (09:00–19:00): "2 working days" is 1,200 working minutes. */
export const WORKING_DAY_MINUTES = (WORK_DAY_END_HOUR - WORK_DAY_START_HOUR) * 60;
/** "Due soon": the target falls due within this much real time. */
export const DUE_SOON_MS = 60 * 60_000;

export const PRIORITIES = ['critica', 'alta', 'media', 'baja'] as const;
export type Priority = (typeof PRIORITIES)[number];

export function isPriority(value: string): value is Priority {
  return (PRIORITIES as readonly string[]).includes(value);
}

export const PRIORITY_LABELS: Record<Priority, string> = {
  critica: 'Crítica',
  alta: 'Alta',
  media: 'Media',
  baja: 'Baja',
};

/** A case's states as the issue names them; only the first two run the clock. */
export type CaseState = 'nueva' | 'en_curso' | 'esperando_cliente' | 'resuelta' | 'cerrada';
const RUNNING: ReadonlySet<string> = new Set(['nueva', 'en_curso']);
const PAUSED: ReadonlySet<string> = new Set(['esperando_cliente']);

export interface TargetRule {
  firstResponseMinutes: number;
  resolutionMinutes: number;
  /** Counted in working time (Monday–Friday 09:00–19:00 Madrid, no holidays); otherwise around the clock. */
  workingTime: boolean;
}

export type TargetTable = Record<Priority, TargetRule>;

/**
 * The defaults: crítica 1 h / 8 h around the clock; alta 4 h / 2 working days; media 1 / 5 working
 * days; baja 2 / 10 working days. The migration seeds the settings table with these.
 */
export const DEFAULT_TARGETS: TargetTable = {
  critica: { firstResponseMinutes: 60, resolutionMinutes: 8 * 60, workingTime: false },
  alta: { firstResponseMinutes: 4 * 60, resolutionMinutes: 2 * WORKING_DAY_MINUTES, workingTime: true },
  media: { firstResponseMinutes: WORKING_DAY_MINUTES, resolutionMinutes: 5 * WORKING_DAY_MINUTES, workingTime: true },
  baja: {
    firstResponseMinutes: 2 * WORKING_DAY_MINUTES,
    resolutionMinutes: 10 * WORKING_DAY_MINUTES,
    workingTime: true,
  },
};

/** One stretch of a case in one state; `to` null for the state it is in now (the last one). */
export interface StateInterval {
  state: CaseState | string;
  from: Date;
  to: Date | null;
}

export interface CaseLike {
  priority: Priority;
  /** The case's states in order, from its opening (the first `from`) to now (the last, `to: null`). */
  history: readonly StateInterval[];
  /** The first staff reply the customer sees; the first-response clock stops there. */
  firstResponseAt?: Date | null;
}

/** Holidays as Madrid calendar dates, `YYYY-MM-DD`. */
export type Holidays = Iterable<string>;

export interface Deadline {
  targetMinutes: number;
  workingTime: boolean;
  /**
   * When the target falls (or fell) due. Null while the clock is paused before reaching it (the
   * case waits for the customer: the date moves when it runs again) or when it stopped before.
   */
  due: Date | null;
  /** When this clock stopped for good (first response given; case resolved or closed), else null. */
  stoppedAt: Date | null;
  /** The case waits for the customer now. */
  paused: boolean;
  /**
   * Target minutes not yet used before the current stretch: at the pause, at the stop, or (running
   * now) when it last started; 0 once reached. targetStatus gives a running clock's left at `now`.
   */
  minutesLeft: number;
}

export interface CaseDeadlines {
  firstResponse: Deadline;
  resolution: Deadline;
}

export type TargetState = 'met' | 'breached' | 'due-soon' | 'on-time' | 'paused';

export interface TargetStatus {
  state: TargetState;
  due: Date | null;
  /** Real time until `due` (negative: how late; for a clock stopped after it: how late it stopped); null without a date. */
  msLeft: number | null;
  /** Minutes of the target's own clock (working minutes for working time) still left; 0 when breached, null when met. */
  minutesLeft: number | null;
}

// ---------------------------------------------------------------------------------------------
// Madrid's calendar through Intl

interface LocalDate {
  y: number;
  m: number; // 1–12
  d: number;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function localParts(ms: number): LocalDate & { h: number; min: number; s: number } {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const p of partsFormat.formatToParts(new Date(ms)))
    if (p.type in out) out[p.type as keyof typeof out] = Number(p.value);
  return { y: out.year, m: out.month, d: out.day, h: out.hour, min: out.minute, s: out.second };
}

/** Madrid's offset from UTC at an instant, in ms (3,600,000 in winter, 7,200,000 in summer). */
function offsetAt(ms: number): number {
  const p = localParts(ms);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of a Madrid wall-clock time that exists once (no DST change at that hour). */
function instantOf(date: LocalDate, hour: number): number {
  const naive = Date.UTC(date.y, date.m - 1, date.d, hour);
  const first = naive - offsetAt(naive);
  // The offset at the guess may differ from the offset at the answer when a change lies between.
  return naive - offsetAt(first);
}

function localDateOf(ms: number): LocalDate {
  const { y, m, d } = localParts(ms);
  return { y, m, d };
}

function nextDate({ y, m, d }: LocalDate): LocalDate {
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return { y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() };
}

function isoDate({ y, m, d }: LocalDate): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function sameOrBefore(a: LocalDate, b: LocalDate): boolean {
  return isoDate(a) <= isoDate(b);
}

/** A day's working window as instants, or null for a weekend day or a holiday. */
function workingWindow(date: LocalDate, holidays: ReadonlySet<string>): [number, number] | null {
  const weekday = new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay();
  if (weekday === 0 || weekday === 6 || holidays.has(isoDate(date))) return null;
  return [instantOf(date, WORK_DAY_START_HOUR), instantOf(date, WORK_DAY_END_HOUR)];
}

/** More than any target needs (ten years of days): a bound, so no input loops forever. */
const MAX_DAYS = 3660;

function countWorking(a: number, b: number, holidays: ReadonlySet<string>): number {
  if (b <= a) return 0;
  let total = 0;
  const last = localDateOf(b);
  let date = localDateOf(a);
  for (let i = 0; i < MAX_DAYS && sameOrBefore(date, last); i++, date = nextDate(date)) {
    const window = workingWindow(date, holidays);
    if (!window) continue;
    const start = Math.max(a, window[0]);
    const end = Math.min(b, window[1]);
    if (end > start) total += end - start;
  }
  return total / 60_000;
}

function addWorking(a: number, minutes: number, holidays: ReadonlySet<string>): number {
  let left = minutes * 60_000;
  if (left <= 0) return a;
  let date = localDateOf(a);
  for (let i = 0; i < MAX_DAYS; i++, date = nextDate(date)) {
    const window = workingWindow(date, holidays);
    if (!window) continue;
    const start = Math.max(a, window[0]);
    if (window[1] <= start) continue;
    if (window[1] - start >= left) return start + left;
    left -= window[1] - start;
  }
  throw new RangeError('Working time beyond ten years: no target is that long.');
}

/** Working minutes between two instants (fractions kept). */
export function workingMinutesBetween(from: Date, to: Date, holidays: Holidays = []): number {
  return countWorking(from.getTime(), to.getTime(), new Set(holidays));
}

/** The instant `minutes` working minutes after `from` (`from` itself for zero, even outside working time). */
export function addWorkingMinutes(from: Date, minutes: number, holidays: Holidays = []): Date {
  return new Date(addWorking(from.getTime(), minutes, new Set(holidays)));
}

// ---------------------------------------------------------------------------------------------
// One clock over a case's history

interface Clock {
  count(from: Date, to: Date): number;
  add(from: Date, minutes: number): Date;
}

function clockOf(workingTime: boolean, holidays: Holidays): Clock {
  if (!workingTime)
    return {
      count: (from, to) => Math.max(0, to.getTime() - from.getTime()) / 60_000,
      add: (from, minutes) => new Date(from.getTime() + minutes * 60_000),
    };
  const set = new Set(holidays);
  return {
    count: (from, to) => countWorking(from.getTime(), to.getTime(), set),
    add: (from, minutes) => new Date(addWorking(from.getTime(), minutes, set)),
  };
}

/** Where the clock ends for good: `stopAt` (if any) or the start of a current resolved/closed state. */
function deadlineOf(
  history: readonly StateInterval[],
  targetMinutes: number,
  workingTime: boolean,
  clock: Clock,
  stopAt: Date | null,
): Deadline {
  const current = history.at(-1);
  // Resolved or closed now: the clock stopped when the case got there.
  let stoppedAt = current && !RUNNING.has(current.state) && !PAUSED.has(current.state) ? current.from : null;
  if (stopAt && (!stoppedAt || stopAt < stoppedAt)) stoppedAt = stopAt;
  let used = 0;
  let due: Date | null = null;
  let reached = false;
  for (const stretch of history) {
    if (!RUNNING.has(stretch.state)) continue;
    const from = stretch.from;
    let to = stretch.to;
    if (stoppedAt && (to === null || to > stoppedAt)) to = stoppedAt;
    if (to !== null && to <= from) continue;
    const left = targetMinutes - used;
    if (to === null) {
      // Running now: the target falls due once what is left has been counted.
      due = clock.add(from, left);
      break;
    }
    const counted = clock.count(from, to);
    if (counted >= left) {
      due = clock.add(from, left);
      reached = true;
      break;
    }
    used += counted;
  }
  return {
    targetMinutes,
    workingTime,
    due,
    stoppedAt,
    paused: !stoppedAt && current !== undefined && PAUSED.has(current.state),
    minutesLeft: reached ? 0 : targetMinutes - used,
  };
}

function checkHistory(history: readonly StateInterval[]): void {
  if (history.length === 0) throw new RangeError('A case has at least one state.');
  let previousEnd: Date | null = null;
  history.forEach((s, i) => {
    if (s.to === null && i !== history.length - 1) throw new RangeError('Only the last state is open.');
    if (s.to !== null && s.to < s.from) throw new RangeError('A state ends after it starts.');
    if (previousEnd && s.from < previousEnd) throw new RangeError('States are in order.');
    previousEnd = s.to;
  });
}

/**
 * The case's first-response and resolution deadlines from its priority's targets. The first
 * response stops at `firstResponseAt` (or when the case is resolved or closed without one); the
 * resolution when the case is resolved or closed now. Independent of the current time.
 */
export function deadlinesFor(caseLike: CaseLike, targets: TargetTable, holidays: Holidays = []): CaseDeadlines {
  checkHistory(caseLike.history);
  const rule = targets[caseLike.priority];
  const clock = clockOf(rule.workingTime, holidays);
  return {
    firstResponse: deadlineOf(
      caseLike.history,
      rule.firstResponseMinutes,
      rule.workingTime,
      clock,
      caseLike.firstResponseAt ?? null,
    ),
    resolution: deadlineOf(caseLike.history, rule.resolutionMinutes, rule.workingTime, clock, null),
  };
}

/**
 * Where one target stands at `now`: met (stopped in time), breached (due passed, or stopped
 * after it), due-soon (due within an hour of real time), on-time, or paused (waiting for the
 * customer, with the target's minutes left). Pass the same holidays as to deadlinesFor: the
 * minutes left of a working-time target are counted with them.
 */
export function targetStatus(deadline: Deadline, now: Date, holidays: Holidays = []): TargetStatus {
  const { due, stoppedAt } = deadline;
  const end = stoppedAt ?? now;
  if (due && due <= end) return { state: 'breached', due, msLeft: due.getTime() - end.getTime(), minutesLeft: 0 };
  if (stoppedAt) return { state: 'met', due, msLeft: null, minutesLeft: null };
  if (deadline.paused || !due) return { state: 'paused', due: null, msLeft: null, minutesLeft: deadline.minutesLeft };
  const msLeft = due.getTime() - now.getTime();
  const minutesLeft = clockOf(deadline.workingTime, holidays).count(now, due);
  return { state: msLeft <= DUE_SOON_MS ? 'due-soon' : 'on-time', due, msLeft, minutesLeft };
}

/** A Madrid wall-clock reading of an instant, `YYYY-MM-DD HH:mm` (for tests, logs and plain displays). */
export function madridDateTime(at: Date): string {
  const p = localParts(at.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${isoDate(p)} ${two(p.h)}:${two(p.min)}`;
}

/** "2 días laborables", "4 h", "90 min": a target's length as staff and customers read it. */
export function describeMinutes(minutes: number, workingTime: boolean): string {
  const day = workingTime ? WORKING_DAY_MINUTES : 24 * 60;
  if (minutes >= day && minutes % day === 0) {
    const n = minutes / day;
    return `${n} ${n === 1 ? 'día' : 'días'}${workingTime ? (n === 1 ? ' laborable' : ' laborables') : ''}`;
  }
  if (minutes % 60 === 0) return `${minutes / 60} h${workingTime ? ' laborables' : ''}`;
  return `${minutes} min${workingTime ? ' laborables' : ''}`;
}
