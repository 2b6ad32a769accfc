// What administración does with staff accounts from /gestion/personal: invite (an e-mailed
// single-use link), change a role, turn an account off or on. Each change is audited (before →
// after) in the same transaction as the change.
import 'server-only';
import { recordAudit, changedFields } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { queueMail } from '@/lib/mail/queue';
import { createStaffMember, StaffAccountError, STAFF_INVITE_HOURS } from './accounts';
import { staffInviteMail } from './mails';
import { isStaffRole, ROLE_LABELS } from './roles';
import { revokeStaffSessions, type StaffSession } from './session';

export type AdminAnswer = { ok: true; mensaje: string } | { ok: false; message: string };

function actorOf(staff: StaffSession) {
  return { id: staff.staffId, email: staff.email };
}

export async function inviteStaff(staff: StaffSession, input: { email: string; name: string; role: string }, client: string): Promise<AdminAnswer> {
  if (!isStaffRole(input.role)) return { ok: false, message: 'Elige un papel.' };
  try {
    const { id, token, created } = await createStaffMember(input.email, input.role, input.name);
    const member = await db().staffUser.findUniqueOrThrow({ where: { id }, select: { email: true } });
    await queueMail(staffInviteMail(member.email, input.role, token, STAFF_INVITE_HOURS, staff.email), { secret: true });
    await recordAudit({ actor: actorOf(staff), action: created ? 'staff.invited' : 'staff.reinvited', objectType: 'personal', objectId: id, changes: { email: member.email, papel: ROLE_LABELS[input.role] }, client });
    return { ok: true, mensaje: `Invitación enviada a ${member.email}.` };
  } catch (error) {
    if (error instanceof StaffAccountError) return { ok: false, message: error.message };
    throw error;
  }
}

export async function changeStaff(staff: StaffSession, id: number, input: { role?: string; action?: string }, client: string): Promise<AdminAnswer | null> {
  const member = await db().staffUser.findUnique({ where: { id }, select: { id: true, email: true, role: true, disabledAt: true } });
  if (!member) return null;
  // An administrator cannot lock themselves out (nor leave the back office without one).
  if (member.id === staff.staffId) return { ok: false, message: 'No puedes cambiar tu propio papel ni desactivar tu propia cuenta.' };
  if (input.role !== undefined) {
    if (!isStaffRole(input.role)) return { ok: false, message: 'Elige un papel.' };
    const changes = changedFields({ papel: ROLE_LABELS[member.role as keyof typeof ROLE_LABELS] ?? member.role }, { papel: ROLE_LABELS[input.role] });
    await db().$transaction(async (tx) => {
      await tx.staffUser.update({ where: { id }, data: { role: input.role } });
      await recordAudit({ actor: actorOf(staff), action: 'staff.role-changed', objectType: 'personal', objectId: id, changes, client }, tx);
    });
    return { ok: true, mensaje: `Papel de ${member.email}: ${ROLE_LABELS[input.role]}.` };
  }
  if (input.action === 'desactivar' || input.action === 'activar') {
    const disabledAt = input.action === 'desactivar' ? new Date() : null;
    await db().$transaction(async (tx) => {
      await tx.staffUser.update({ where: { id }, data: { disabledAt } });
      await recordAudit({ actor: actorOf(staff), action: disabledAt ? 'staff.disabled' : 'staff.enabled', objectType: 'personal', objectId: id, changes: { activa: [member.disabledAt ? 'no' : 'sí', disabledAt ? 'no' : 'sí'] }, client }, tx);
    });
    if (disabledAt) await revokeStaffSessions(id);
    return { ok: true, mensaje: disabledAt ? `${member.email} ya no puede entrar.` : `${member.email} puede volver a entrar.` };
  }
  return { ok: false, message: 'Nada que cambiar.' };
}
