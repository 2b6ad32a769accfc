// The 90-day history: Madrid days (also those of a change of summer time), incidents across
// midnight, overlapping incidents, maintenance not counted as downtime.
import { describe, expect, it } from 'vitest';
import { madridLocalToDate } from '@/lib/news/madrid-time';
import { componentHistory, type IncidentSpan, type MaintenanceSpan } from './history';

const at = (local: string) => madridLocalToDate(local)!;
const HOUR = 3_600_000;

function day(history: ReturnType<typeof componentHistory>, date: string) {
  const found = history.days.find((d) => d.date === date);
  if (!found) throw new Error(`no bar for ${date}`);
  return found;
}

describe('componentHistory', () => {
  const now = at('2026-04-10T12:00');

  it('a quiet component: 90 Madrid days, operational, 100 %', () => {
    const h = componentHistory([], [], now);
    expect(h.days).toHaveLength(90);
    expect(h.days.at(-1)!.date).toBe('2026-04-10');
    expect(h.days[0]?.date).toBe('2026-01-11');
    expect(h.days.every((d) => d.state === 'operativo' && d.uptime === 100)).toBe(true);
    expect(h.uptime).toBe(100);
  });

  it('an incident across Madrid midnight marks both days, each with its own hours', () => {
    const incident: IncidentSpan = { start: at('2026-04-05T23:00'), end: at('2026-04-06T02:00'), impact: 'grave' };
    const h = componentHistory([incident], [], now);
    expect(day(h, '2026-04-05')).toEqual({ date: '2026-04-05', state: 'grave', uptime: 95.83 }); // 1 h of 24
    expect(day(h, '2026-04-06')).toEqual({ date: '2026-04-06', state: 'grave', uptime: 91.66 }); // 2 h of 24
    expect(day(h, '2026-04-04').state).toBe('operativo');
    expect(day(h, '2026-04-07').state).toBe('operativo');
  });

  it('the day summer time begins has 23 hours, the day it ends 25', () => {
    // 29 March 2026: 02:00 → 03:00. An outage of the whole Madrid day is 23 hours, all of it down.
    const spring: IncidentSpan = { start: at('2026-03-29T00:00'), end: at('2026-03-30T00:00'), impact: 'grave' };
    expect(spring.end!.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const h = componentHistory([spring], [], now);
    expect(day(h, '2026-03-29')).toMatchObject({ state: 'grave', uptime: 0 });
    expect(day(h, '2026-03-28').state).toBe('operativo');
    expect(day(h, '2026-03-30').state).toBe('operativo');

    // 25 October 2026: 03:00 → 02:00. 12.5 hours of 25 down is half the day.
    const autumnNow = at('2026-11-01T12:00');
    const autumn: IncidentSpan = { start: at('2026-10-25T00:00'), end: at('2026-10-25T11:30'), impact: 'grave' };
    expect(autumn.end!.getTime() - autumn.start.getTime()).toBe(12.5 * HOUR);
    expect(day(componentHistory([autumn], [], autumnNow), '2026-10-25').uptime).toBe(50);
  });

  it('overlapping incidents count their time once, and the day shows the worst', () => {
    const incidents: IncidentSpan[] = [
      { start: at('2026-04-08T10:00'), end: at('2026-04-08T12:00'), impact: 'grave' },
      { start: at('2026-04-08T11:00'), end: at('2026-04-08T13:00'), impact: 'grave' },
      { start: at('2026-04-08T09:00'), end: at('2026-04-08T15:00'), impact: 'degradado' },
    ];
    const bar = day(componentHistory(incidents, [], now), '2026-04-08');
    expect(bar.state).toBe('grave');
    expect(bar.uptime).toBe(87.5); // 3 h of 24, not 4
  });

  it('a partial outage counts half, degraded performance not at all', () => {
    const h = componentHistory(
      [
        { start: at('2026-04-01T00:00'), end: at('2026-04-01T12:00'), impact: 'parcial' },
        { start: at('2026-04-02T00:00'), end: at('2026-04-03T00:00'), impact: 'degradado' },
      ],
      [],
      now,
    );
    expect(day(h, '2026-04-01')).toMatchObject({ state: 'parcial', uptime: 75 });
    expect(day(h, '2026-04-02')).toMatchObject({ state: 'degradado', uptime: 100 });
  });

  it('maintenance is no downtime, also under an incident; the day shows it', () => {
    const windows: MaintenanceSpan[] = [{ start: at('2026-04-07T09:00'), end: at('2026-04-07T11:00') }];
    const alone = componentHistory([], windows, now);
    expect(day(alone, '2026-04-07')).toMatchObject({ state: 'mantenimiento', uptime: 100 });
    expect(alone.uptime).toBe(100);
    const under = componentHistory(
      [{ start: at('2026-04-07T10:00'), end: at('2026-04-07T12:00'), impact: 'grave' }],
      windows,
      now,
    );
    expect(day(under, '2026-04-07')).toMatchObject({ state: 'grave', uptime: 95.83 }); // 1 h of 24, not 2
  });

  it('an open incident lasts until now; maintenance not yet begun is no part of it', () => {
    const h = componentHistory(
      [{ start: at('2026-04-10T06:00'), end: null, impact: 'grave' }],
      [{ start: at('2026-04-10T20:00'), end: at('2026-04-10T22:00') }],
      now,
    );
    // Today so far: 12 hours, 6 of them down.
    expect(day(h, '2026-04-10')).toMatchObject({ state: 'grave', uptime: 50 });
    // 6 hours over 89.5 days.
    expect(h.uptime).toBe(Math.floor((1 - 6 / (89 * 24 + 12)) * 10_000) / 100);
  });

  it('incidents older than the history are left out', () => {
    const h = componentHistory(
      [{ start: at('2025-12-01T00:00'), end: at('2025-12-02T00:00'), impact: 'grave' }],
      [],
      now,
    );
    expect(h.uptime).toBe(100);
  });
});
