// The session rules of lib/support/remote-window.ts at the minute the staff's form can say: a start
// in the grant's own minute is the grant's start, an end in the start's own minute is the start;
// a minute earlier is refused with the reason.
import { describe, expect, it } from 'vitest';
import {
  SESSION_GRANT_NOT_IN_FORCE,
  sessionEndRefusal,
  sessionRefusal,
  storedSessionEnd,
  storedSessionStart,
} from './remote-window';

const at = (hms: string) => new Date(`2026-11-29T03:${hms}.000Z`); // 4:mm:ss in Madrid (UTC+1)
const grant = { startsAt: at('41:37'), endsAt: at('59:00'), revokedAt: null };
const now = at('50:00');

describe("a session start at the form's minute", () => {
  it("in the grant's own minute: accepted, stored as the grant's start", () => {
    expect(sessionRefusal(grant, at('41:00'), null, now)).toBeNull();
    expect(storedSessionStart(grant, at('41:00'))).toEqual(grant.startsAt);
  });

  it('after it: as typed', () => {
    expect(storedSessionStart(grant, at('42:00'))).toEqual(at('42:00'));
    expect(storedSessionStart(grant, at('41:50'))).toEqual(at('41:50'));
  });

  it('the minute before: refused, and kept as typed', () => {
    expect(sessionRefusal(grant, at('40:59'), null, now)).toMatch(
      /^El permiso empezó el 29\/11\/26, 4:41: la sesión no puede empezar antes\.$/,
    );
    expect(storedSessionStart(grant, at('40:00'))).toEqual(at('40:00'));
  });
});

describe("a session end at the form's minute", () => {
  it("in the start's own minute: accepted, stored not before the start", () => {
    expect(sessionRefusal(grant, at('41:00'), at('41:00'), now)).toBeNull();
    expect(sessionEndRefusal(grant, grant.startsAt, at('41:00'), now)).toBeNull();
    expect(storedSessionEnd(grant.startsAt, at('41:00'))).toEqual(grant.startsAt);
    expect(storedSessionEnd(grant.startsAt, at('41:59'))).toEqual(at('41:59'));
    expect(storedSessionEnd(grant.startsAt, at('45:00'))).toEqual(at('45:00'));
  });

  it('a minute before the start: refused', () => {
    expect(sessionEndRefusal(grant, at('45:00'), at('44:00'), now)).toBe('El fin no puede ser anterior al inicio.');
    expect(sessionRefusal(grant, at('45:00'), at('44:59'), now)).toBe('El fin no puede ser anterior al inicio.');
  });

  it('still no later than the access and not in the future', () => {
    const revoked = { ...grant, revokedAt: at('48:30') };
    expect(sessionEndRefusal(revoked, at('45:00'), at('49:00'), now)).toMatch(/^El permiso terminó el /);
    expect(sessionEndRefusal(revoked, at('45:00'), at('48:00'), now)).toBeNull();
    expect(sessionEndRefusal(grant, at('45:00'), at('52:00'), now)).toBe('El fin no puede estar en el futuro.');
  });
});

describe('an open session (no end) on a grant no longer in force now', () => {
  it('revoked: refused even with a start before the revocation; a finished one within the window is logged', () => {
    const revoked = { ...grant, revokedAt: at('48:30') };
    expect(sessionRefusal(revoked, at('45:00'), null, now)).toBe(SESSION_GRANT_NOT_IN_FORCE);
    expect(sessionRefusal(revoked, at('45:00'), at('48:00'), now)).toBeNull();
  });

  it('expired: refused; a finished one within the window is logged', () => {
    const later = at('59:30');
    expect(sessionRefusal(grant, at('45:00'), null, later)).toBe(SESSION_GRANT_NOT_IN_FORCE);
    expect(sessionRefusal(grant, at('45:00'), at('58:00'), later)).toBeNull();
  });

  it('in force now: logged', () => {
    expect(sessionRefusal(grant, at('45:00'), null, now)).toBeNull();
  });
});
