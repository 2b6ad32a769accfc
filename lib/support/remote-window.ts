// The rules of a remote-access grant's window, in one place for the customer's grant, the staff's
// session log and the pages: how long a grant may last, when it is in force, and whether a session
// may be logged on it. Pure (no database), so both sides and the tests read the same rules.
import { madridTime } from '@/lib/format/intl';

export const GRANT_MIN_DAYS = 1;
export const GRANT_MAX_DAYS = 14;
export const GRANT_DEFAULT_DAYS = 7;
/** A note's length at most (the customer's words to the technician). */
export const GRANT_NOTE_MAX = 500;
/** What a technician writes of a session at most. */
export const SESSION_TEXT_MAX = 2000;
/** A clock a minute ahead of the server's is not "the future" when a session is logged. */
const CLOCK_SKEW_MS = 60_000;

const DAY_MS = 86_400_000;

export interface GrantWindow {
  startsAt: Date;
  endsAt: Date;
  revokedAt: Date | null;
}

export type GrantState = 'activo' | 'caducado' | 'revocado' | 'pendiente';

/** A grant's length as typed (a whole number of days, 1–14), the default when left empty, or null. */
export function grantDays(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return GRANT_DEFAULT_DAYS;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,2}$/.test(text)) return null;
  const days = Number(text);
  return days >= GRANT_MIN_DAYS && days <= GRANT_MAX_DAYS ? days : null;
}

/** The window of a grant given now for `days` days. */
export function grantWindow(now: Date, days: number): { startsAt: Date; endsAt: Date } {
  return { startsAt: now, endsAt: new Date(now.getTime() + days * DAY_MS) };
}

/** When the access ended or ends: at its end, or earlier if revoked. */
export function accessEnd(grant: GrantWindow): Date {
  return grant.revokedAt && grant.revokedAt < grant.endsAt ? grant.revokedAt : grant.endsAt;
}

/** In force at `at`: within [startsAt, endsAt) and not revoked by then. */
export function activeAt(grant: GrantWindow, at: Date): boolean {
  return grant.startsAt <= at && at < accessEnd(grant);
}

/**
 * Whether the grant's revocation is what ended the session: the customer's revocation ends the
 * sessions still open at that instant (lib/support/remote-access.ts), no earlier than each started.
 * (A technician's end is typed to the minute; the revocation's instant has its seconds.)
 */
export function endedByRevocation(
  grant: Pick<GrantWindow, 'revokedAt'>,
  session: { startedAt: Date; endedAt: Date | null },
): boolean {
  if (!grant.revokedAt || !session.endedAt) return false;
  return session.endedAt.getTime() === Math.max(grant.revokedAt.getTime(), session.startedAt.getTime());
}

export function grantState(grant: GrantWindow, now: Date): GrantState {
  if (grant.revokedAt && grant.revokedAt <= now) return 'revocado';
  if (now < grant.startsAt) return 'pendiente';
  return now < grant.endsAt ? 'activo' : 'caducado';
}

/**
 * The field of the customer's grant form each refusal of a value is about, by the refusal's code
 * (lib/support/remote-access.ts throws them): the form shows the sentence beside that field.
 */
export const GRANT_REFUSAL_FIELDS = { 'invalid-days': 'dias', 'invalid-case': 'caso', 'invalid-note': 'nota' } as const;
export type GrantRefusalCode = keyof typeof GRANT_REFUSAL_FIELDS;
export type GrantField = (typeof GRANT_REFUSAL_FIELDS)[GrantRefusalCode];

/** The grant form's field a refusal is about, or null when it is about the request as a whole. */
export function grantRefusalField(code: string | undefined): GrantField | null {
  return code !== undefined && Object.hasOwn(GRANT_REFUSAL_FIELDS, code)
    ? GRANT_REFUSAL_FIELDS[code as GrantRefusalCode]
    : null;
}

export const GRANT_STATE_LABELS: Record<GrantState, string> = {
  activo: 'Activo',
  caducado: 'Caducado',
  revocado: 'Revocado',
  pendiente: 'Aún no empieza',
};

const madrid = (d: Date) => madridTime(d, 'short', 'short');

const MINUTE_MS = 60_000;
/** The minute `d` falls in (Madrid's offset is whole hours, so UTC's minute is Madrid's). */
const minuteOf = (d: Date) => Math.floor(d.getTime() / MINUTE_MS);

/**
 * The start stored for a session typed as `start`: the form says the minute only, so a start in
 * the grant's own minute but before its second (the default «Inicio» right after the customer
 * granted it) is the grant's start; any other start as typed.
 */
export function storedSessionStart(grant: GrantWindow, start: Date): Date {
  return start < grant.startsAt && minuteOf(start) === minuteOf(grant.startsAt) ? grant.startsAt : start;
}

/**
 * The end stored for a session that started at `start` (as stored) and is typed to end at `end`:
 * one in the start's own minute but before its second (closed within the minute it opened) is the
 * start; any other end as typed.
 */
export function storedSessionEnd(start: Date, end: Date): Date {
  return end < start && minuteOf(end) === minuteOf(start) ? start : end;
}

/** The refusal of an open session (no end) on a grant no longer in force now (revoked or expired). */
export const SESSION_GRANT_NOT_IN_FORCE = 'El permiso ya no está en vigor: indica el fin de la sesión.';

/**
 * Why a session from `start` to `end` (none: still open), as typed, may not be logged on the
 * grant, in the staff's words, or null when it may: it must start while the grant is in force (its
 * first minute counts whole: storedSessionStart), not in the future, and end (if it has) no
 * earlier than it started (the same minute counts: storedSessionEnd), not in the future, and no
 * later than the access ended (its end or revocation); one still open only while the grant is in
 * force now.
 */
export function sessionRefusal(grant: GrantWindow, start: Date, end: Date | null, now: Date): string | null {
  const future = now.getTime() + CLOCK_SKEW_MS;
  if (start.getTime() > future) return 'El inicio no puede estar en el futuro.';
  const from = storedSessionStart(grant, start);
  if (!activeAt(grant, from)) {
    if (grant.revokedAt && from >= grant.revokedAt)
      return `El cliente revocó este permiso el ${madrid(grant.revokedAt)}: no se puede registrar una sesión después.`;
    if (from < grant.startsAt)
      return `El permiso empezó el ${madrid(grant.startsAt)}: la sesión no puede empezar antes.`;
    return `El permiso caducó el ${madrid(grant.endsAt)}: no se puede registrar una sesión después.`;
  }
  if (end) return sessionEndRefusal(grant, from, end, now);
  // An open session is access going on now: only on a grant still in force now (a revoked or
  // expired one takes a finished session, both its times within the window, and no open one).
  if (!activeAt(grant, now)) return SESSION_GRANT_NOT_IN_FORCE;
  return null;
}

/** Why a session that started at `start` (as stored) may not end at `end` (as typed), or null. */
export function sessionEndRefusal(grant: GrantWindow, start: Date, end: Date, now: Date): string | null {
  if (minuteOf(end) < minuteOf(start)) return 'El fin no puede ser anterior al inicio.';
  const to = storedSessionEnd(start, end);
  if (to.getTime() > now.getTime() + CLOCK_SKEW_MS) return 'El fin no puede estar en el futuro.';
  const limit = accessEnd(grant);
  if (to > limit)
    return `El permiso terminó el ${madrid(limit)}: la sesión no puede terminar después (indica como fin esa hora o una anterior).`;
  return null;
}
