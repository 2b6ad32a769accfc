// "Mi seguridad" (/gestion/mi-cuenta): a signed-in member's own second factors and password. Each
// write is audited by the caller. A member always keeps a second factor: the last passkey of a
// member without TOTP cannot be removed (lib/auth/passkey-stores.ts checks it atomically).
import 'server-only';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { db } from '@/lib/db';
import { consume, forget } from '@/lib/http/rate-limit';
import type { CookieJar } from '@/lib/auth/cookies';
import { accountRule } from '@/lib/auth/lockout';
import { hashPassword } from '@/lib/auth/password';
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/auth/password-policy';
import { cleanPasskeyName, registerPasskey, registrationOptions, removePasskey, renamePasskey } from '@/lib/auth/passkeys';
import { staffPasskeyStore } from '@/lib/auth/passkey-stores';
import { authenticate, failedAnswer, lockIfLastFailure } from '@/lib/auth/sign-in';
import { replaceRecoveryCodes, unusedRecoveryCodes, verifySecondFactor } from '@/lib/auth/totp';
import { staffTotpStore } from '@/lib/auth/totp-stores';
import { staffCounterKey, staffCredentials, unlockStaff } from './credentials';
import type { StaffSession } from './session';
import type { StaffAnswer } from './sign-in';

export interface MySecurity {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[];
}

export async function mySecurity(staffId: number): Promise<MySecurity> {
  const [member, passkeys, recoveryCodesLeft] = await Promise.all([
    db().staffUser.findUnique({ where: { id: staffId }, select: { totpEnabledAt: true } }),
    db().staffPasskey.findMany({ where: { staffUserId: staffId }, orderBy: { createdAt: 'asc' }, select: { id: true, name: true, createdAt: true, lastUsedAt: true } }),
    unusedRecoveryCodes(staffTotpStore, staffId),
  ]);
  return { totp: Boolean(member?.totpEnabledAt), recoveryCodesLeft, passkeys };
}

export function newPasskeyOptions(jar: CookieJar, staff: StaffSession) {
  return registrationOptions(jar, { id: staff.staffId, email: staff.email }, staffPasskeyStore);
}

export function addPasskey(jar: CookieJar, staff: StaffSession, response: RegistrationResponseJSON, name: string): Promise<boolean> {
  return registerPasskey(jar, staff.staffId, response, name, staffPasskeyStore);
}

export async function renameMyPasskey(staff: StaffSession, id: string, name: string): Promise<StaffAnswer<{ before: string; after: string }>> {
  const before = await db().staffPasskey.findFirst({ where: { id, staffUserId: staff.staffId }, select: { name: true } });
  if (!before) return { ok: false, message: 'Esa llave de acceso ya no existe.' };
  if (!(await renamePasskey(staff.staffId, id, name, staffPasskeyStore))) return { ok: false, message: 'Escribe un nombre para la llave.' };
  return { ok: true, before: before.name, after: cleanPasskeyName(name) };
}

export const LAST_FACTOR = 'Es tu única forma de verificar la entrada: añade otra llave de acceso o la aplicación de autenticación antes de quitarla.';

export async function removeMyPasskey(staff: StaffSession, id: string): Promise<StaffAnswer<{ name: string }>> {
  const found = await db().staffPasskey.findFirst({ where: { id, staffUserId: staff.staffId }, select: { name: true } });
  if (!found) return { ok: false, message: 'Esa llave de acceso ya no existe.' };
  if (!(await removePasskey(staff.staffId, id, staffPasskeyStore))) return { ok: false, message: LAST_FACTOR };
  return { ok: true, name: found.name };
}

/**
 * New recovery codes (the old ones stop working), shown once. A current code of the member's app
 * confirms it is them, counted like a sign-in code before it is checked.
 */
export async function regenerateRecoveryCodes(staff: StaffSession, code: string, client: string): Promise<StaffAnswer<{ codes: string[] }>> {
  const member = await db().staffUser.findUnique({ where: { id: staff.staffId }, select: { totpEnabledAt: true } });
  if (!member?.totpEnabledAt) return { ok: false, message: 'Los códigos de recuperación acompañan a la aplicación de autenticación, que no tienes configurada.' };
  const key = staffCounterKey(staff.email);
  const counted = await consume(accountRule(), key);
  if (!counted.allowed) return { ok: false, message: failedAnswer('accountLocked', staff.email).exceptionmessage };
  if ((await verifySecondFactor(staffTotpStore, staff.staffId, code.slice(0, 32))) !== 'totp') {
    await lockIfLastFailure(staff.email, counted.count, { userId: staff.staffId, client }, key);
    return { ok: false, message: 'El código no es correcto o ya se ha usado. Escribe el que muestra ahora tu aplicación.' };
  }
  await forget(accountRule(), key);
  return { ok: true, codes: await replaceRecoveryCodes(staffTotpStore, staff.staffId) };
}

/** A new password, checked against the current one with the sign-in rules; the member's other sessions end. */
export async function changeMyPassword(staff: StaffSession, form: { oldpass: string; newpass: string; repeatpass: string }, client: string): Promise<StaffAnswer> {
  const problem = passwordProblem(form);
  if (problem) return { ok: false, message: PASSWORD_MESSAGES[problem] };
  const outcome = await authenticate(staff.email, form.oldpass, client, staffCredentials);
  if (!outcome.ok) {
    const message = outcome.key === 'invalidCredentials' ? 'La contraseña actual no es correcta.' : failedAnswer(outcome.key, staff.email).exceptionmessage;
    return { ok: false, message };
  }
  if (outcome.user.id !== staff.staffId) return { ok: false, message: 'La contraseña actual no es correcta.' };
  const passwordHash = await hashPassword(form.newpass);
  await db().$transaction([
    db().staffUser.update({ where: { id: staff.staffId }, data: { passwordHash } }),
    db().staffSession.deleteMany({ where: { staffUserId: staff.staffId, id: { not: staff.key } } }),
  ]);
  await unlockStaff(staff.email);
  return { ok: true };
}
