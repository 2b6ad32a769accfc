// Staff invitations, the only way in: an e-mailed or, for the first administrator, printed
// single-use link (no password is ever printed or mailed), and the password chosen through it.
// Every change that an administrator makes is audited (here for an invitation, by
// lib/staff/admin.ts for roles and turning an account off).
import 'server-only';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { issueLinkToken, spendLinkToken, staffLinkStore, checkLinkToken, type LinkCheck } from '@/lib/auth/link-tokens';
import { hashPassword } from '@/lib/auth/password';
import { newPasswordProblem, PASSWORD_MESSAGES } from '@/lib/auth/password-policy';
import { normalizeEmail } from '@/lib/auth/sign-in';
import { unlockStaff } from './credentials';
import { LastAdministrator, keepAnAdministrator, withRolesLock } from './roles-lock';
import { isStaffRole, ROLE_LABELS, type StaffRole } from './roles';
import { factorSelect, hasSecondFactor } from './second-factors';
import { revokeStaffSessions } from './session';

export const STAFF_INVITE_HOURS = 24;

export class StaffAccountError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const label = (role: string) => ROLE_LABELS[role as StaffRole] ?? role;

/**
 * A new member of staff without a password, and their enrolment link's token (returned once).
 * An existing member who has no second factor (never finished enrolling, or had it reset) gets a
 * new link instead (the old one dies), in the invited role and turned on again: a change of role
 * and of account like any other, so it runs under the roles lock (the last active administrator
 * is not demoted this way either) and is audited before → after with the invitation.
 * `by`: who invites (actor null: the staff command).
 */
export async function createStaffMember(
  emailRaw: string,
  role: StaffRole,
  name = '',
  by: { actor: { id: number; email: string } | null; client?: string } = { actor: null },
): Promise<{ id: number; token: string; created: boolean }> {
  const email = normalizeEmail(emailRaw);
  if (!EMAIL.test(email) || email.length > 254) throw new StaffAccountError('El correo electrónico no es válido.');
  if (!isStaffRole(role)) throw new StaffAccountError('El papel no es válido.');
  const origin: Record<string, string> = by.actor ? {} : { origen: 'npm run staff' };
  const { id, created } = await withRolesLock(async (tx) => {
    const existing = await tx.staffUser.findUnique({
      where: { email },
      select: { id: true, role: true, disabledAt: true, ...factorSelect },
    });
    if (existing && hasSecondFactor(existing)) throw new StaffAccountError('Esa persona ya tiene acceso a la gestión.');
    if (!existing) {
      const member = await tx.staffUser.create({ data: { email, role, name: name.trim().slice(0, 80) } });
      await recordAudit(
        {
          actor: by.actor,
          action: 'staff.invited',
          objectType: 'personal',
          objectId: member.id,
          changes: { correo: email, papel: label(role), ...origin },
          client: by.client,
        },
        tx,
      );
      return { id: member.id, created: true };
    }
    if (role !== 'admin')
      await keepAnAdministrator(tx, existing.id).catch((error: unknown) => {
        throw error instanceof LastAdministrator ? new StaffAccountError(error.message) : error;
      });
    await tx.staffUser.update({ where: { id: existing.id }, data: { role, disabledAt: null } });
    const before = { papel: label(existing.role), activa: existing.disabledAt ? 'no' : 'sí' };
    const changes = {
      correo: email,
      papel: label(role),
      ...changedFields(before, { papel: label(role), activa: 'sí' }),
      ...origin,
    };
    await recordAudit(
      {
        actor: by.actor,
        action: 'staff.reinvited',
        objectType: 'personal',
        objectId: existing.id,
        changes,
        client: by.client,
      },
      tx,
    );
    return { id: existing.id, created: false };
  });
  const token = await issueLinkToken(id, 'staff-invite', STAFF_INVITE_HOURS * 3600, new Date(), staffLinkStore);
  return { id, token, created };
}

export const INVITE_MESSAGES = {
  unknown: 'El enlace no es válido. Pide a una persona de administración que te invite de nuevo.',
  used: 'Este enlace ya se ha usado. Entra en /gestion con tu correo y tu contraseña.',
  expired: 'El enlace ha caducado (vale 24 horas). Pide a una persona de administración que te invite de nuevo.',
} as const;

export function inviteRefusal(check: Exclude<LinkCheck, { ok: true }>): string {
  return INVITE_MESSAGES[check.reason];
}

export async function checkInvitation(token: string): Promise<LinkCheck> {
  return checkLinkToken(token, 'staff-invite', new Date(), staffLinkStore);
}

/**
 * Sets the password chosen through an invitation. The second factor starts over (enrolment comes
 * next), earlier sessions end. Answers the member's id or a Spanish refusal.
 */
export async function acceptInvitation(
  token: string,
  newpass: string,
  repeatpass: string,
): Promise<{ ok: true; staffId: number; email: string } | { ok: false; message: string }> {
  const problem = newPasswordProblem({ newpass, repeatpass });
  if (problem) return { ok: false, message: PASSWORD_MESSAGES[problem] };
  const check = await checkInvitation(token);
  if (!check.ok) return { ok: false, message: inviteRefusal(check) };
  const passwordHash = await hashPassword(newpass);
  const spent = await spendLinkToken(token, 'staff-invite', new Date(), staffLinkStore);
  if (!spent.ok) return { ok: false, message: inviteRefusal(spent) };
  const member = await db().staffUser.update({
    where: { id: spent.userId },
    data: { passwordHash, totpSecret: null, totpEnabledAt: null, totpLastStep: 0 },
    select: { id: true, email: true },
  });
  await db().staffRecoveryCode.deleteMany({ where: { staffUserId: member.id } });
  await db().staffPasskey.deleteMany({ where: { staffUserId: member.id } });
  await revokeStaffSessions(member.id);
  await unlockStaff(member.email);
  return { ok: true, staffId: member.id, email: member.email };
}
