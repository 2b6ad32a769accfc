// The shared formatters print what the per-call Intl methods print, and build each formatter once.
import { describe, expect, it } from 'vitest';
import { dateFormat, isoDayText, madridMoment, madridTime, numberFormat, spanishCount } from './intl';

describe('Intl formatters built once', () => {
  it('prints Madrid time as toLocaleString does, summer and winter', () => {
    for (const iso of ['2026-07-01T22:30:00Z', '2026-12-31T23:59:59Z']) {
      const d = new Date(iso);
      const options = { timeZone: 'Europe/Madrid', dateStyle: 'long', timeStyle: 'short' } as const;
      expect(madridTime(d, 'long', 'short')).toBe(d.toLocaleString('es-ES', options));
    }
    expect(madridTime(new Date('2026-07-01T22:30:00Z'), 'medium')).toBe('2 jul 2026');
  });

  it('gives the same formatter for the same options and another for others', () => {
    expect(dateFormat({ timeZone: 'Europe/Madrid' })).toBe(dateFormat({ timeZone: 'Europe/Madrid' }));
    expect(dateFormat({ timeZone: 'Europe/Madrid' }, 'en-CA')).not.toBe(dateFormat({ timeZone: 'Europe/Madrid' }));
    expect(numberFormat({ maximumFractionDigits: 1 }).format(2.45)).toBe('2,5');
    expect(numberFormat({ maximumFractionDigits: 1 })).toBe(numberFormat({ maximumFractionDigits: 1 }));
    expect(spanishCount(5000)).toBe('5.000');
  });
});

describe('madridMoment', () => {
  it('puts the date after "el" and the hour after "a las", in Madrid time', () => {
    expect(madridMoment(new Date('2026-11-28T21:24:00Z'), 'short')).toBe('el 28/11/26 a las 22:24');
    expect(madridMoment(new Date('2026-07-01T22:30:00Z'), 'medium')).toBe('el 2 jul 2026 a las 0:30');
  });

  it('says "a la" for one o’clock', () => {
    expect(madridMoment(new Date('2026-11-28T00:05:00Z'), 'short')).toBe('el 28/11/26 a la 1:05');
    expect(madridMoment(new Date('2026-11-28T12:05:00Z'), 'short')).toBe('el 28/11/26 a las 13:05');
  });
});

describe('isoDayText', () => {
  it('writes an ISO day as Spain does, the same day whatever the time zone; anything else as it is', () => {
    expect(isoDayText('2026-11-29')).toBe('29/11/2026');
    expect(isoDayText('2026-01-01')).toBe('01/01/2026');
    expect(isoDayText('2026-02-31')).toBe('2026-02-31');
    expect(isoDayText('')).toBe('');
  });

  it('knows leap years and the months, and takes only a whole ISO day', () => {
    expect(isoDayText('2028-02-29')).toBe('29/02/2028');
    expect(isoDayText('2026-02-29')).toBe('2026-02-29');
    expect(isoDayText('2026-13-01')).toBe('2026-13-01');
    expect(isoDayText('2026-04-31')).toBe('2026-04-31');
    expect(isoDayText('2026-3-1')).toBe('2026-3-1');
    expect(isoDayText('2026-11-29T10:00:00Z')).toBe('2026-11-29T10:00:00Z');
  });
});
