// "Mi seguridad" (/gestion/mi-cuenta): a signed-in member's own second factors and password. Each
// write is audited by the caller. A member always keeps a second factor: the last passkey of a
// member without TOTP cannot be removed (lib/auth/passkey-stores.ts checks it atomically).
// A staff passkey is both factors at once, so adding or removing one needs the current password
// (a session alone, a browser left open, must not plant a lasting credential), and an added one is
// told to the member by mail.
import 'server-only';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { db } from '@/lib/db';
import { queueMail } from '@/lib/mail/queue';
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
import { staffPasskeyAddedMail } from './mails';
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

export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';

/** The member's current password, checked with the sign-in rules (counted before it is checked). */
export async function confirmCurrentPassword(staff: StaffSession, password: string, client: string): Promise<StaffAnswer> {
  const outcome = await authenticate(staff.email, password, client, staffCredentials);
  if (!outcome.ok) return { ok: false, message: outcome.key === 'invalidCredentials' ? WRONG_CURRENT_PASSWORD : failedAnswer(outcome.key, staff.email).exceptionmessage };
  if (outcome.user.id !== staff.staffId) return { ok: false, message: WRONG_CURRENT_PASSWORD };
  return { ok: true };
}

/**
 * The registration options, after the current password: the ceremony they start (a sealed,
 * two-minute, single-use challenge for this member) is what the registration then needs.
 */
export async function newPasskeyOptions(jar: CookieJar, staff: StaffSession, password: string, client: string): Promise<StaffAnswer<{ opciones: unknown }>> {
  const proof = await confirmCurrentPassword(staff, password, client);
  if (!proof.ok) return proof;
  return { ok: true, opciones: await registrationOptions(jar, { id: staff.staffId, email: staff.email }, staffPasskeyStore) };
}

/** Stores the new passkey of the ceremony newPasskeyOptions started, and mails the member a notice. */
export async function addPasskey(jar: CookieJar, staff: StaffSession, response: RegistrationResponseJSON, name: string): Promise<boolean> {
  if (!(await registerPasskey(jar, staff.staffId, response, name, staffPasskeyStore))) return false;
  await queueMail(staffPasskeyAddedMail(staff.email, cleanPasskeyName(name), new Date()));
  return true;
}

export async function renameMyPasskey(staff: StaffSession, id: string, name: string): Promise<StaffAnswer<{ before: string; after: string }>> {
  const before = await db().staffPasskey.findFirst({ where: { id, staffUserId: staff.staffId }, select: { name: true } });
  if (!before) return { ok: false, message: 'Esa llave de acceso ya no existe.' };
  if (!(await renamePasskey(staff.staffId, id, name, staffPasskeyStore))) return { ok: false, message: 'Escribe un nombre para la llave.' };
  return { ok: true, before: before.name, after: cleanPasskeyName(name) };
}

export const LAST_FACTOR = 'Es tu única forma de verificar la entrada: añade otra llave de acceso o la aplicación de autenticación antes de quitarla.';

export async function removeMyPasskey(staff: StaffSession, id: string, password: string, client: string): Promise<StaffAnswer<{ name: string }>> {
  const found = await db().staffPasskey.findFirst({ where: { id, staffUserId: staff.staffId }, select: { name: true } });
  if (!found) return { ok: false, message: 'Esa llave de acceso ya no existe.' };
  const proof = await confirmCurrentPassword(staff, password, client);
  if (!proof.ok) return proof;
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

/**
 * A new password, checked against the current one with the sign-in rules; the member's other
 * sessions end. Passkeys are not touched (each is a credential of its own, which the password
 * never unlocks): the answer says so, and Mi seguridad lists them to remove any not the member's.
 */
export const PASSWORD_CHANGED =
  'Contraseña cambiada. Se han cerrado tus demás sesiones. Tus llaves de acceso siguen valiendo: si alguna de la lista no es tuya, quítala.';

export async function changeMyPassword(staff: StaffSession, form: { oldpass: string; newpass: string; repeatpass: string }, client: string): Promise<StaffAnswer> {
  const problem = passwordProblem(form);
  if (problem) return { ok: false, message: PASSWORD_MESSAGES[problem] };
  const proof = await confirmCurrentPassword(staff, form.oldpass, client);
  if (!proof.ok) return proof;
  const passwordHash = await hashPassword(form.newpass);
  await db().$transaction([
    db().staffUser.update({ where: { id: staff.staffId }, data: { passwordHash } }),
    db().staffSession.deleteMany({ where: { staffUserId: staff.staffId, id: { not: staff.key } } }),
  ]);
  await unlockStaff(staff.email);
  return { ok: true };
}
