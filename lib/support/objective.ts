// A case's response targets as the customer sees them (`objetivo` in docs/CONTRACT.md "Support
// cases"): the case's history of states rebuilt from its recorded changes, handed to the targets
// module, and each target's standing put in the contract's words. Pure (the clock and the settings
// are passed in), so the API, the pages and the tests compute it the same way.
import {
  deadlinesFor,
  describeMinutes,
  targetStatus,
  type Deadline,
  type StateInterval,
  type TargetTable,
} from './targets';
import type { Priority } from './fields';

/** en_plazo / vence_pronto (due within an hour) / pausado (waiting for the customer) / cumplido / fuera_de_plazo */
export type ObjectiveState = 'en_plazo' | 'vence_pronto' | 'pausado' | 'cumplido' | 'fuera_de_plazo';

export interface ObjectiveTargetDto {
  estado: ObjectiveState;
  /**
   * When it falls (or fell) due, ISO moment; null while paused (the date moves when the clock runs
   * again) and once met in time (the clock stopped before reaching it)
   */
  limite: string | null;
  /** The target's length as staff set it: "4 h laborables", "8 h", "2 días laborables" */
  plazo: string;
  /** Counted in working time (Monday–Friday 09:00–19:00 Madrid, no holidays) */
  horario_laboral: boolean;
  /** Minutes of the target's own clock left (working minutes in working time); null once met, 0 once late */
  minutos_restantes: number | null;
  /**
   * Present (true) only on a target the case no longer waits for, `estado` staying `cumplido` (the
   * clock stopped before the limit) though support did nothing towards it: the first response of
   * a case resolved or closed in time with no reply of the support team; the resolution of a case
   * the customer closed (or resolved) in time with no reply of the support team.
   */
  no_aplica?: true;
}

export interface CaseObjectiveDto {
  primera_respuesta: ObjectiveTargetDto;
  resolucion: ObjectiveTargetDto;
}

/** One recorded change of a case's state (CaseStateChange), oldest first. */
export interface StateChangeLike {
  from: string;
  to: string;
  at: Date;
  /** Made by the hotel's side (a customer User), not by staff or the system */
  byCustomer?: boolean;
}

const FINISHED = ['resuelta', 'cerrada'];

/**
 * Whether the customer ended the case as it stands: the change that took it into the run of
 * finished states it is in now (resuelta then cerrada: the first of them) was theirs.
 */
function endedByCustomer(changes: readonly StateChangeLike[]): boolean {
  let ending: StateChangeLike | undefined;
  for (let i = changes.length - 1; i >= 0 && FINISHED.includes(changes[i]!.to); i--) ending = changes[i];
  return ending?.byCustomer === true;
}

/**
 * The case's states in order from its opening: it starts in the first change's `from` (nueva) at
 * `openedAt`, and each change starts the next stretch. A change stamped before the one it follows
 * (clocks of two instances a moment apart) counts at the earlier one's moment, so the order holds.
 */
export function historyOf(openedAt: Date, changes: readonly StateChangeLike[]): StateInterval[] {
  const history: StateInterval[] = [{ state: changes[0]?.from ?? 'nueva', from: openedAt, to: null }];
  for (const change of changes) {
    const last = history.at(-1)!;
    const at = change.at < last.from ? last.from : change.at;
    last.to = at;
    history.push({ state: change.to, from: at, to: null });
  }
  return history;
}

const STATE_WORDS = {
  met: 'cumplido',
  breached: 'fuera_de_plazo',
  'due-soon': 'vence_pronto',
  'on-time': 'en_plazo',
  paused: 'pausado',
} as const satisfies Record<string, ObjectiveState>;

function targetDto(deadline: Deadline, now: Date, holidays: readonly string[]): ObjectiveTargetDto {
  const status = targetStatus(deadline, now, holidays);
  return {
    estado: STATE_WORDS[status.state],
    limite: status.due ? status.due.toISOString() : null,
    plazo: describeMinutes(deadline.targetMinutes, deadline.workingTime),
    horario_laboral: deadline.workingTime,
    minutos_restantes: status.minutesLeft === null ? null : Math.max(0, Math.ceil(status.minutesLeft)),
  };
}

/** The case's first-response and resolution targets at `now`, from the targets and holidays staff set. */
export function objectiveOf(
  c: { priority: string; createdAt: Date; firstResponseAt: Date | null },
  changes: readonly StateChangeLike[],
  settings: { targets: TargetTable; holidayDates: readonly string[] },
  now: Date,
): CaseObjectiveDto {
  const deadlines = deadlinesFor(
    { priority: c.priority as Priority, history: historyOf(c.createdAt, changes), firstResponseAt: c.firstResponseAt },
    settings.targets,
    settings.holidayDates,
  );
  const first = targetDto(deadlines.firstResponse, now, settings.holidayDates);
  const resolution = targetDto(deadlines.resolution, now, settings.holidayDates);
  const unanswered = c.firstResponseAt === null;
  return {
    primera_respuesta: unanswered && first.estado === 'cumplido' ? { ...first, no_aplica: true } : first,
    // Closed by the customer before support answered: nothing was resolved by the team, so the
    // resolution target no longer applies either (not "met").
    resolucion:
      unanswered && resolution.estado === 'cumplido' && endedByCustomer(changes)
        ? { ...resolution, no_aplica: true }
        : resolution,
  };
}
