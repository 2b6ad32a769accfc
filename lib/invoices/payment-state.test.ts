import { describe, expect, it } from 'vitest';
import { madridToday, paymentState } from './payment-state';

describe('payment state', () => {
  it('is paid whenever a paid date is set, even long after the due date', () => {
    expect(paymentState('2026-01-31', '2026-03-15', new Date('2026-11-01T10:00:00Z'))).toBe('pagada');
  });

  it('is pending up to and including the due date, overdue from the next day', () => {
    expect(paymentState('2026-03-31', null, new Date('2026-03-31T12:00:00Z'))).toBe('pendiente');
    expect(paymentState('2026-03-31', null, new Date('2026-04-01T12:00:00Z'))).toBe('vencida');
  });

  it('counts days in Madrid: 00:30 on 1 April in Madrid (summer time, 22:30 UTC) is already the 1st', () => {
    const now = new Date('2026-03-31T22:30:00Z');
    expect(madridToday(now)).toBe('2026-04-01');
    expect(paymentState('2026-03-31', null, now)).toBe('vencida');
    // 21:59 UTC is still 23:59 on the 31st in Madrid.
    expect(paymentState('2026-03-31', null, new Date('2026-03-31T21:59:00Z'))).toBe('pendiente');
  });

  it('in winter time Madrid is UTC+1: the day turns at 23:00 UTC', () => {
    expect(madridToday(new Date('2026-01-31T22:59:00Z'))).toBe('2026-01-31');
    expect(madridToday(new Date('2026-01-31T23:00:00Z'))).toBe('2026-02-01');
    expect(paymentState('2026-01-31', null, new Date('2026-01-31T23:00:00Z'))).toBe('vencida');
  });

  it('handles month and year ends, and a leap day', () => {
    expect(madridToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(paymentState('2026-12-31', null, new Date('2026-12-31T23:30:00Z'))).toBe('vencida');
    expect(paymentState('2028-02-29', null, new Date('2028-02-29T22:00:00Z'))).toBe('pendiente');
    expect(paymentState('2028-02-29', null, new Date('2028-02-29T23:00:00Z'))).toBe('vencida');
  });

  it('does not depend on the server time zone (the date is read in Madrid)', () => {
    const now = new Date('2026-06-30T22:15:00Z');
    expect(madridToday(now)).toBe('2026-07-01');
  });
});
