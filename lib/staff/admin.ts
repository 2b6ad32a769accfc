// What administración does with staff accounts from /gestion/personal: invite (an e-mailed
// single-use link), change a role, turn an account off or on. Each change is audited (before →
// after) in the same transaction as the change. No one changes their own role or account, and the
// last active administrator cannot be demoted or turned off (409, nothing changed).
import 'server-only';
import { recordAudit, changedFields } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { queueMail } from '@/lib/mail/queue';
import type { FormAnswer } from '@/lib/http/answer';
import { createStaffMember, StaffAccountError, STAFF_INVITE_HOURS } from './invitations';
import { staffInviteMail } from './mails';
import { isStaffRole, ROLE_LABELS } from './roles';
import { keepAnAdministrator, LastAdministrator, withRolesLock } from './roles-lock';
import { revokeStaffSessions, type StaffSession } from './session';

export { activeAdminsWhere, LAST_ADMIN_REFUSAL } from './roles-lock';

export function actorOf(staff: StaffSession) {
  return { id: staff.staffId, email: staff.email };
}

export async function inviteStaff(
  staff: StaffSession,
  input: { email: string; name: string; role: string },
  client: string,
): Promise<FormAnswer> {
  if (!isStaffRole(input.role)) return { ok: false, message: 'Elige un papel.' };
  try {
    const { id, token } = await createStaffMember(input.email, input.role, input.name, {
      actor: actorOf(staff),
      client,
    });
    const member = await db().staffUser.findUniqueOrThrow({ where: { id }, select: { email: true } });
    await queueMail(staffInviteMail(member.email, input.role, token, STAFF_INVITE_HOURS, staff.email));
    return { ok: true, message: `Invitación enviada a ${member.email}.` };
  } catch (error) {
    if (error instanceof StaffAccountError) return { ok: false, message: error.message };
    throw error;
  }
}

export const SELF_REFUSAL =
  'No puedes cambiar tu propio papel ni desactivar tu propia cuenta: pídeselo a otra persona de administración.';

export async function changeStaff(
  staff: StaffSession,
  id: number,
  input: { role?: string; action?: string },
  client: string,
): Promise<FormAnswer | null> {
  const member = await db().staffUser.findUnique({
    where: { id },
    select: { id: true, email: true, role: true, disabledAt: true },
  });
  if (!member) return null;
  // An administrator cannot lock themselves out (nor leave the back office without one).
  if (member.id === staff.staffId) return { ok: false, message: SELF_REFUSAL, kind: 'conflict' };
  try {
    if (input.role !== undefined) {
      if (!isStaffRole(input.role)) return { ok: false, message: 'Elige un papel.' };
      const role = input.role;
      await withRolesLock(async (tx) => {
        if (role !== 'admin') await keepAnAdministrator(tx, id);
        const before = await tx.staffUser.findUniqueOrThrow({ where: { id }, select: { role: true } });
        const changes = changedFields(
          { papel: ROLE_LABELS[before.role as keyof typeof ROLE_LABELS] ?? before.role },
          { papel: ROLE_LABELS[role] },
        );
        await tx.staffUser.update({ where: { id }, data: { role } });
        await recordAudit(
          {
            actor: actorOf(staff),
            action: 'staff.role-changed',
            objectType: 'personal',
            objectId: id,
            changes,
            client,
          },
          tx,
        );
      });
      return { ok: true, message: `Papel de ${member.email}: ${ROLE_LABELS[role]}.` };
    }
    if (input.action === 'desactivar' || input.action === 'activar') {
      const disabledAt = input.action === 'desactivar' ? new Date() : null;
      await withRolesLock(async (tx) => {
        if (disabledAt) await keepAnAdministrator(tx, id);
        await tx.staffUser.update({ where: { id }, data: { disabledAt } });
        await recordAudit(
          {
            actor: actorOf(staff),
            action: disabledAt ? 'staff.disabled' : 'staff.enabled',
            objectType: 'personal',
            objectId: id,
            changes: { activa: [member.disabledAt ? 'no' : 'sí', disabledAt ? 'no' : 'sí'] },
            client,
          },
          tx,
        );
      });
      if (disabledAt) await revokeStaffSessions(id);
      return {
        ok: true,
        message: disabledAt ? `${member.email} ya no puede entrar.` : `${member.email} puede volver a entrar.`,
      };
    }
  } catch (error) {
    if (error instanceof LastAdministrator) return { ok: false, message: error.message, kind: 'conflict' };
    throw error;
  }
  return { ok: false, message: 'Nada que cambiar.' };
}
