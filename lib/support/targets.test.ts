// Response targets with fixed instants (no clock): around the clock and in working time, across
// both DST changes, holidays, cases opened on a Friday evening or on a holiday, pauses over a
// weekend, reopened and resolved cases, and where each target stands at a given moment.
import { describe, expect, it } from 'vitest';
import {
  addWorkingMinutes,
  type CaseLike,
  DEFAULT_TARGETS,
  deadlinesFor,
  describeMinutes,
  madridDateTime,
  targetStatus,
  workingMinutesBetween,
} from './targets';

const at = (iso: string) => new Date(iso);
const HOLIDAYS_2026 = [
  '2026-01-01',
  '2026-01-06',
  '2026-04-03',
  '2026-05-01',
  '2026-08-15',
  '2026-10-12',
  '2026-11-01',
  '2026-12-06',
  '2026-12-08',
  '2026-12-25',
  '2027-01-01',
  '2027-01-06',
];

/** A case in one state since it was opened. */
function opened(priority: CaseLike['priority'], iso: string, firstResponseAt?: string): CaseLike {
  return {
    priority,
    history: [{ state: 'nueva', from: at(iso), to: null }],
    firstResponseAt: firstResponseAt ? at(firstResponseAt) : null,
  };
}

/** A history from [state, from] pairs: each ends where the next starts, the last is open. */
function history(priority: CaseLike['priority'], steps: [string, string][], firstResponseAt?: string): CaseLike {
  return {
    priority,
    history: steps.map(([state, from], i) => ({
      state,
      from: at(from),
      to: i + 1 < steps.length ? at(steps[i + 1]![1]) : null,
    })),
    firstResponseAt: firstResponseAt ? at(firstResponseAt) : null,
  };
}

const due = (c: CaseLike, holidays: string[] = HOLIDAYS_2026) => {
  const d = deadlinesFor(c, DEFAULT_TARGETS, holidays);
  return {
    firstResponse: d.firstResponse.due && madridDateTime(d.firstResponse.due),
    resolution: d.resolution.due && madridDateTime(d.resolution.due),
  };
};

describe('around the clock (crítica: 1 h / 8 h)', () => {
  it('falls due an hour and eight hours after opening, nights and weekends included', () => {
    const d = deadlinesFor(opened('critica', '2026-03-07T22:30:00Z'), DEFAULT_TARGETS, HOLIDAYS_2026);
    expect(d.firstResponse.due).toEqual(at('2026-03-07T23:30:00Z'));
    expect(d.resolution.due).toEqual(at('2026-03-08T06:30:00Z'));
  });

  it('counts real time across the change to summer time (last Sunday of March): the wall clock shows 9 h', () => {
    // Saturday 28 March 2026, 23:30 in Madrid (UTC+1); the clocks go 02:00 → 03:00 that night.
    const d = deadlinesFor(opened('critica', '2026-03-28T22:30:00Z'), DEFAULT_TARGETS);
    expect(madridDateTime(d.firstResponse.due!)).toBe('2026-03-29 00:30');
    expect(d.resolution.due).toEqual(at('2026-03-29T06:30:00Z'));
    expect(madridDateTime(d.resolution.due!)).toBe('2026-03-29 08:30');
  });

  it('counts real time across the change to winter time (last Sunday of October): the wall clock shows 7 h', () => {
    // Saturday 24 October 2026, 22:00 in Madrid (UTC+2); the clocks go 03:00 → 02:00 that night.
    const d = deadlinesFor(opened('critica', '2026-10-24T20:00:00Z'), DEFAULT_TARGETS);
    expect(d.resolution.due).toEqual(at('2026-10-25T04:00:00Z'));
    expect(madridDateTime(d.resolution.due!)).toBe('2026-10-25 05:00');
  });

  it('does not count the time waiting for the customer', () => {
    const c = history(
      'critica',
      [
        ['nueva', '2026-05-04T10:00:00Z'],
        ['esperando_cliente', '2026-05-04T11:00:00Z'],
        ['en_curso', '2026-05-04T13:00:00Z'],
      ],
      '2026-05-04T10:30:00Z',
    );
    const d = deadlinesFor(c, DEFAULT_TARGETS);
    expect(d.resolution.due).toEqual(at('2026-05-04T20:00:00Z'));
    expect(d.firstResponse).toMatchObject({ stoppedAt: at('2026-05-04T10:30:00Z'), due: null });
    expect(targetStatus(d.firstResponse, at('2026-05-04T15:00:00Z'))).toEqual({
      state: 'met',
      due: null,
      msLeft: null,
      minutesLeft: null,
    });
  });
});

describe('working time (Monday–Friday 09:00–19:00 Madrid, no holidays)', () => {
  it('carries a case opened on Friday evening over to Monday (alta: 4 h / 2 working days)', () => {
    // Friday 6 March 2026, 18:00 in Madrid: one working hour left that day.
    expect(due(opened('alta', '2026-03-06T17:00:00Z'))).toEqual({
      firstResponse: '2026-03-09 12:00',
      resolution: '2026-03-10 18:00',
    });
  });

  it('starts a case opened after hours on Friday at 09:00 on Monday (media: 1 / 5 working days)', () => {
    expect(due(opened('media', '2026-03-06T19:30:00Z'))).toEqual({
      firstResponse: '2026-03-09 19:00',
      resolution: '2026-03-13 19:00',
    });
  });

  it('keeps 09:00–19:00 Madrid time across the change to summer time on the weekend between', () => {
    // Friday 27 March 2026, 18:00 (UTC+1) → Monday 30 March (UTC+2).
    const d = deadlinesFor(opened('alta', '2026-03-27T17:00:00Z'), DEFAULT_TARGETS, HOLIDAYS_2026);
    expect(d.firstResponse.due).toEqual(at('2026-03-30T10:00:00Z'));
    expect(madridDateTime(d.firstResponse.due!)).toBe('2026-03-30 12:00');
    expect(madridDateTime(d.resolution.due!)).toBe('2026-03-31 18:00');
  });

  it('keeps 09:00–19:00 Madrid time across the change to winter time on the weekend between', () => {
    // Friday 23 October 2026, 17:00 (UTC+2) → Monday 26 October (UTC+1).
    const d = deadlinesFor(opened('alta', '2026-10-23T15:00:00Z'), DEFAULT_TARGETS, HOLIDAYS_2026);
    expect(d.firstResponse.due).toEqual(at('2026-10-26T10:00:00Z'));
    expect(madridDateTime(d.firstResponse.due!)).toBe('2026-10-26 11:00');
  });

  it('starts a case opened on a holiday the next working day, and a holiday list changes it', () => {
    // Tuesday 6 January 2026 (Epifanía), 10:00.
    expect(due(opened('alta', '2026-01-06T09:00:00Z')).firstResponse).toBe('2026-01-07 13:00');
    expect(due(opened('alta', '2026-01-06T09:00:00Z'), []).firstResponse).toBe('2026-01-06 14:00');
  });

  it('skips Good Friday and the weekend after it', () => {
    // Thursday 2 April 2026, 17:00: two hours that day, then Monday 6 April.
    expect(due(opened('alta', '2026-04-02T15:00:00Z')).firstResponse).toBe('2026-04-06 11:00');
  });

  it('runs ten working days over Christmas and New Year, ending at 19:00 rather than the next morning', () => {
    expect(due(opened('baja', '2026-12-21T08:00:00Z'))).toEqual({
      firstResponse: '2026-12-22 19:00',
      resolution: '2027-01-05 19:00',
    });
  });

  it('pauses while the case waits for the customer, over a weekend', () => {
    const c = history(
      'media',
      [
        ['nueva', '2026-03-05T09:00:00Z'], // Thursday 10:00
        ['en_curso', '2026-03-05T10:00:00Z'],
        ['esperando_cliente', '2026-03-06T11:00:00Z'], // Friday 12:00
        ['en_curso', '2026-03-09T14:00:00Z'], // Monday 15:00
      ],
      '2026-03-05T10:00:00Z',
    );
    // 540 + 180 minutes before the pause, 240 on Monday afternoon, then 600 a day: Friday 13 at 13:00.
    const d = deadlinesFor(c, DEFAULT_TARGETS, HOLIDAYS_2026);
    expect(madridDateTime(d.resolution.due!)).toBe('2026-03-13 13:00');
    expect(d.resolution.minutesLeft).toBe(3000 - 720);
    expect(targetStatus(d.firstResponse, at('2026-03-09T15:00:00Z'), HOLIDAYS_2026).state).toBe('met');
    // Without the pause: Thursday 12 at 10:00.
    expect(due(history('media', [['nueva', '2026-03-05T09:00:00Z']])).resolution).toBe('2026-03-12 10:00');
  });

  it('while paused gives no date but the working minutes left', () => {
    const c = history('media', [
      ['nueva', '2026-03-05T09:00:00Z'],
      ['esperando_cliente', '2026-03-06T11:00:00Z'],
    ]);
    const d = deadlinesFor(c, DEFAULT_TARGETS, HOLIDAYS_2026);
    expect(d.resolution).toMatchObject({ due: null, paused: true, minutesLeft: 2280, stoppedAt: null });
    expect(targetStatus(d.resolution, at('2026-03-09T13:00:00Z'), HOLIDAYS_2026)).toEqual({
      state: 'paused',
      due: null,
      msLeft: null,
      minutesLeft: 2280,
    });
  });
});

describe('where a target stands', () => {
  it('is due soon within an hour of real time, on time before, breached after', () => {
    const d = deadlinesFor(opened('critica', '2026-05-04T10:00:00Z'), DEFAULT_TARGETS).firstResponse;
    expect(targetStatus(d, at('2026-05-04T09:59:00Z'))).toMatchObject({ state: 'on-time', msLeft: 61 * 60_000 });
    expect(targetStatus(d, at('2026-05-04T10:00:00Z'))).toMatchObject({ state: 'due-soon', minutesLeft: 60 });
    expect(targetStatus(d, at('2026-05-04T10:45:00Z'))).toMatchObject({ state: 'due-soon', msLeft: 15 * 60_000 });
    expect(targetStatus(d, at('2026-05-04T11:00:00Z'))).toMatchObject({ state: 'breached', msLeft: 0 });
    expect(targetStatus(d, at('2026-05-04T11:30:00Z'))).toEqual({
      state: 'breached',
      due: at('2026-05-04T11:00:00Z'),
      msLeft: -30 * 60_000,
      minutesLeft: 0,
    });
  });

  it('counts working minutes left but due-soon in real time: Friday 18:30 with 45 working minutes is not due soon', () => {
    // Friday 6 March 2026, 15:15: 225 working minutes that day, 15 on Monday.
    const d = deadlinesFor(opened('alta', '2026-03-06T14:15:00Z'), DEFAULT_TARGETS, HOLIDAYS_2026).firstResponse;
    expect(madridDateTime(d.due!)).toBe('2026-03-09 09:15');
    const friday = targetStatus(d, at('2026-03-06T17:30:00Z'), HOLIDAYS_2026);
    expect(friday).toMatchObject({ state: 'on-time', minutesLeft: 45 });
    expect(friday.msLeft).toBe(at('2026-03-09T08:15:00Z').getTime() - at('2026-03-06T17:30:00Z').getTime());
    expect(targetStatus(d, at('2026-03-09T07:30:00Z'), HOLIDAYS_2026)).toMatchObject({
      state: 'due-soon',
      minutesLeft: 15,
    });
  });

  it('met when the case was resolved in time, breached when late, whatever the time now', () => {
    const inTime = history('critica', [
      ['nueva', '2026-05-04T10:00:00Z'],
      ['resuelta', '2026-05-04T17:00:00Z'],
    ]);
    const d = deadlinesFor(inTime, DEFAULT_TARGETS);
    expect(d.resolution).toMatchObject({ due: null, stoppedAt: at('2026-05-04T17:00:00Z'), minutesLeft: 60 });
    expect(targetStatus(d.resolution, at('2026-06-01T00:00:00Z')).state).toBe('met');
    // No reply before the resolution seven hours later: the first response came late.
    expect(targetStatus(d.firstResponse, at('2026-06-01T00:00:00Z')).state).toBe('breached');

    const late = history('critica', [
      ['nueva', '2026-05-04T10:00:00Z'],
      ['cerrada', '2026-05-04T19:00:00Z'],
    ]);
    expect(targetStatus(deadlinesFor(late, DEFAULT_TARGETS).resolution, at('2026-06-01T00:00:00Z'))).toEqual({
      state: 'breached',
      due: at('2026-05-04T18:00:00Z'),
      msLeft: -60 * 60_000,
      minutesLeft: 0,
    });
  });

  it('stops the first response at closure without a reply (closed within the hour: met)', () => {
    const c = history('critica', [
      ['nueva', '2026-05-04T10:00:00Z'],
      ['cerrada', '2026-05-04T10:10:00Z'],
    ]);
    const d = deadlinesFor(c, DEFAULT_TARGETS);
    expect(d.firstResponse.stoppedAt).toEqual(at('2026-05-04T10:10:00Z'));
    expect(targetStatus(d.firstResponse, at('2026-05-05T00:00:00Z')).state).toBe('met');
  });

  it('counts a reopened case on from where it stopped, without the time it was resolved', () => {
    const c = history(
      'critica',
      [
        ['nueva', '2026-05-04T10:00:00Z'],
        ['en_curso', '2026-05-04T11:00:00Z'],
        ['resuelta', '2026-05-04T14:00:00Z'],
        ['en_curso', '2026-05-05T16:00:00Z'],
      ],
      '2026-05-04T10:20:00Z',
    );
    const d = deadlinesFor(c, DEFAULT_TARGETS);
    expect(d.resolution).toMatchObject({ due: at('2026-05-05T20:00:00Z'), stoppedAt: null, minutesLeft: 240 });
    expect(targetStatus(d.resolution, at('2026-05-05T19:30:00Z'))).toMatchObject({
      state: 'due-soon',
      minutesLeft: 30,
    });
  });

  it('stays breached while paused after the target passed', () => {
    const c = history('critica', [
      ['nueva', '2026-05-04T10:00:00Z'],
      ['esperando_cliente', '2026-05-04T19:00:00Z'],
    ]);
    const d = deadlinesFor(c, DEFAULT_TARGETS);
    expect(d.resolution).toMatchObject({ due: at('2026-05-04T18:00:00Z'), paused: true, minutesLeft: 0 });
    expect(targetStatus(d.resolution, at('2026-05-04T20:00:00Z'))).toMatchObject({
      state: 'breached',
      msLeft: -2 * 3600_000,
    });
  });

  it('reads the targets it is given (staff change them)', () => {
    const targets = {
      ...DEFAULT_TARGETS,
      alta: { firstResponseMinutes: 30, resolutionMinutes: 120, workingTime: false },
    };
    const d = deadlinesFor(opened('alta', '2026-03-07T22:00:00Z'), targets);
    expect(d.firstResponse.due).toEqual(at('2026-03-07T22:30:00Z'));
    expect(d.resolution.due).toEqual(at('2026-03-08T00:00:00Z'));
  });
});

describe('the working-time calendar', () => {
  it('counts 5 × 600 minutes in a week, also the weeks of both DST changes', () => {
    expect(workingMinutesBetween(at('2026-03-22T23:00:00Z'), at('2026-03-29T22:00:00Z'))).toBe(3000);
    expect(workingMinutesBetween(at('2026-10-25T00:00:00Z'), at('2026-11-01T23:00:00Z'))).toBe(3000);
    // The week of 8 December 2026 (Tuesday; the 6th is a Sunday).
    expect(workingMinutesBetween(at('2026-12-06T23:00:00Z'), at('2026-12-13T23:00:00Z'), HOLIDAYS_2026)).toBe(2400);
  });

  it('counts part of a day and nothing outside working time', () => {
    expect(workingMinutesBetween(at('2026-03-06T07:30:00Z'), at('2026-03-06T08:15:00Z'))).toBe(15);
    expect(workingMinutesBetween(at('2026-03-06T17:45:00Z'), at('2026-03-09T08:30:00Z'))).toBe(45);
    expect(workingMinutesBetween(at('2026-03-07T10:00:00Z'), at('2026-03-08T18:00:00Z'))).toBe(0);
    expect(workingMinutesBetween(at('2026-03-06T12:00:00Z'), at('2026-03-06T11:00:00Z'))).toBe(0);
  });

  it('adds nothing for zero minutes, and from a night to the next morning', () => {
    expect(addWorkingMinutes(at('2026-03-07T03:00:00Z'), 0)).toEqual(at('2026-03-07T03:00:00Z'));
    expect(madridDateTime(addWorkingMinutes(at('2026-03-07T03:00:00Z'), 1))).toBe('2026-03-09 09:01');
  });
});

describe('the input', () => {
  it('refuses a history that is empty, open in the middle or out of order', () => {
    const base = opened('media', '2026-03-05T09:00:00Z');
    expect(() => deadlinesFor({ ...base, history: [] }, DEFAULT_TARGETS)).toThrow(RangeError);
    expect(() =>
      deadlinesFor(
        {
          ...base,
          history: [
            { state: 'nueva', from: at('2026-03-05T09:00:00Z'), to: null },
            { state: 'en_curso', from: at('2026-03-05T10:00:00Z'), to: null },
          ],
        },
        DEFAULT_TARGETS,
      ),
    ).toThrow(RangeError);
    expect(() =>
      deadlinesFor(
        { ...base, history: [{ state: 'nueva', from: at('2026-03-05T09:00:00Z'), to: at('2026-03-05T08:00:00Z') }] },
        DEFAULT_TARGETS,
      ),
    ).toThrow(RangeError);
  });
});

describe('how a target reads', () => {
  it('in days of its own clock, hours or minutes', () => {
    expect(describeMinutes(1200, true)).toBe('2 días laborables');
    expect(describeMinutes(600, true)).toBe('1 día laborable');
    expect(describeMinutes(240, true)).toBe('4 h laborables');
    expect(describeMinutes(60, false)).toBe('1 h');
    expect(describeMinutes(2880, false)).toBe('2 días');
    expect(describeMinutes(90, false)).toBe('90 min');
  });
});
