// Members of staff as administración sees them: the list (/gestion/personal) and one member
// (/gestion/personal/:id): last sign-in, second factor, the sessions open now; ending one or all
// of them, and resetting their second factor. Each write is audited in the same transaction as
// the change.
import 'server-only';
import { describeBrowser } from '@/lib/http/user-agent';
import { recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { changeWithMail } from '@/lib/mail/queue';
import { securityNoticeMail } from '@/lib/mail/security-notice';
import { actorOf } from './admin';
import type { FormAnswer } from '@/lib/http/answer';
import { isStaffRole, type StaffRole } from './roles';
import { factorSelect, hasSecondFactor } from './second-factors';
import { liveStaffSessionsWhere, type StaffSession } from './session';

export interface MemberSession {
  id: string;
  browser: string;
  system: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the administrator looking at the page */
  current: boolean;
}

export interface MemberDetail {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  invited: boolean;
  /** Has a second factor: TOTP or a passkey */
  enrolled: boolean;
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  disabled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  sessions: MemberSession[];
}

export async function memberDetail(id: number, viewer: StaffSession, now = new Date()): Promise<MemberDetail | null> {
  const user = await db().staffUser.findUnique({
    where: { id },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      passwordHash: true,
      disabledAt: true,
      createdAt: true,
      lastSignInAt: true,
      ...factorSelect,
    },
  });
  if (!user) return null;
  const [sessions, recoveryCodesLeft] = await Promise.all([
    db().staffSession.findMany({
      where: { staffUserId: id, ...liveStaffSessionsWhere(now) },
      orderBy: { lastSeenAt: 'desc' },
    }),
    db().staffRecoveryCode.count({ where: { staffUserId: id, usedAt: null } }),
  ]);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: isStaffRole(user.role) ? user.role : 'support',
    invited: !user.passwordHash,
    enrolled: hasSecondFactor(user),
    totp: Boolean(user.totpEnabledAt),
    recoveryCodesLeft: user.totpEnabledAt ? recoveryCodesLeft : 0,
    passkeys: user._count.passkeys,
    disabled: Boolean(user.disabledAt),
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
    sessions: sessions.map((s) => ({
      id: s.id,
      ...describeBrowser(s.userAgent),
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      current: s.id === viewer.key,
    })),
  };
}

async function memberEmail(id: number): Promise<string | null> {
  return (await db().staffUser.findUnique({ where: { id }, select: { email: true } }))?.email ?? null;
}

/** Ends one session of member `id` on every instance; null when there is no such member. */
export async function endMemberSession(
  staff: StaffSession,
  id: number,
  sessionId: string,
  client: string,
): Promise<FormAnswer | null> {
  const email = await memberEmail(id);
  if (!email) return null;
  const row = await db().staffSession.findFirst({
    where: { id: sessionId.slice(0, 128), staffUserId: id },
    select: { id: true, userAgent: true },
  });
  if (!row) return { ok: false, message: 'Esa sesión ya se había cerrado.', kind: 'conflict' };
  const { browser, system } = describeBrowser(row.userAgent);
  await db().$transaction(async (tx) => {
    await tx.staffSession.deleteMany({ where: { id: row.id } });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'staff.session-ended',
        objectType: 'personal',
        objectId: id,
        changes: { sesión: `${browser} · ${system}` },
        client,
      },
      tx,
    );
  });
  return { ok: true, message: `Sesión cerrada (${browser} · ${system}).` };
}

/** Ends every session of member `id` (one's own: every one but this). */
export async function endMemberSessions(staff: StaffSession, id: number, client: string): Promise<FormAnswer | null> {
  const email = await memberEmail(id);
  if (!email) return null;
  const own = id === staff.staffId;
  const ended = await db().$transaction(async (tx) => {
    const { count } = await tx.staffSession.deleteMany({
      where: { staffUserId: id, ...(own ? { id: { not: staff.key } } : {}) },
    });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'staff.sessions-ended',
        objectType: 'personal',
        objectId: id,
        changes: { sesiones: String(count) },
        client,
      },
      tx,
    );
    return count;
  });
  return { ok: true, message: ended === 1 ? 'Se ha cerrado 1 sesión.' : `Se han cerrado ${ended} sesiones.` };
}

export const RESET_REASON_MAX = 300;

/**
 * Resets a member's second factor (a lost phone or key): the TOTP secret, recovery codes and
 * passkeys go, every session ends, and their next sign-in (password still theirs) goes through
 * enrolment. Not one's own (Mi seguridad is for that): another administrator does it, with a
 * reason that stays in the audit trail.
 */
export async function resetSecondFactor(
  staff: StaffSession,
  id: number,
  reasonRaw: string,
  client: string,
): Promise<FormAnswer | null> {
  const email = await memberEmail(id);
  if (!email) return null;
  if (id === staff.staffId)
    return {
      ok: false,
      message: 'No puedes restablecer tu propia verificación en dos pasos: tus factores se gestionan en Mi seguridad.',
      kind: 'conflict',
    };
  const reason = reasonRaw.replace(/\s+/g, ' ').trim();
  if (!reason) return { ok: false, message: 'Escribe el motivo (queda en el registro).' };
  if (reason.length > RESET_REASON_MAX)
    return { ok: false, message: `El motivo admite ${RESET_REASON_MAX} caracteres como máximo.` };
  // The member is told by mail, queued with the reset (no browser named: it was an administrator's).
  await changeWithMail(
    async (tx) => {
      const before = await tx.staffUser.findUniqueOrThrow({ where: { id }, select: factorSelect });
      await tx.staffUser.update({ where: { id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: 0 } });
      const codes = await tx.staffRecoveryCode.deleteMany({ where: { staffUserId: id } });
      const passkeys = await tx.staffPasskey.deleteMany({ where: { staffUserId: id } });
      const sessions = await tx.staffSession.deleteMany({ where: { staffUserId: id } });
      await recordAudit(
        {
          actor: actorOf(staff),
          action: 'staff.second-factor-reset',
          objectType: 'personal',
          objectId: id,
          changes: {
            motivo: reason,
            'verificación configurada': [hasSecondFactor(before) ? 'sí' : 'no', 'no'],
            'claves de recuperación borradas': String(codes.count),
            'llaves de acceso borradas': String(passkeys.count),
            'sesiones cerradas': String(sessions.count),
          },
          client,
        },
        tx,
      );
    },
    () => securityNoticeMail('staff', email, { what: 'second-factor-reset' }, { at: new Date(), userAgent: '' }),
  );
  return {
    ok: true,
    message: `Verificación en dos pasos de ${email} restablecida: la configurará de nuevo al entrar.`,
  };
}

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  enrolled: boolean;
  disabled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
}

export async function listStaff(): Promise<StaffRow[]> {
  const rows = await db().staffUser.findMany({
    orderBy: { email: 'asc' },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      disabledAt: true,
      createdAt: true,
      lastSignInAt: true,
      ...factorSelect,
    },
  });
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: isStaffRole(r.role) ? r.role : 'support',
    enrolled: hasSecondFactor(r),
    disabled: Boolean(r.disabledAt),
    createdAt: r.createdAt,
    lastSignInAt: r.lastSignInAt,
  }));
}
