// "Mi seguridad" (/gestion/mi-cuenta): a signed-in member's own second factors and password. Each
// write is audited by the caller. A member always keeps a second factor: the last passkey of a
// member without TOTP cannot be removed (lib/auth/passkey-stores.ts checks it atomically).
// A staff passkey is both factors at once, so adding one needs the current password (a session
// alone, a browser left open, must not plant a lasting credential). Removing one and new recovery
// codes follow the customers' rule (lib/auth/own-access.ts): the password, in a session that proved
// a second factor, which every staff session has. Every change is told to the member by a notice
// mail (lib/mail/security-notice.ts), queued with the change where the change is one transaction.
import 'server-only';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { db } from '@/lib/db';
import { changeWithMail, queueMail } from '@/lib/mail/queue';
import { securityNoticeMail, type SecurityChange } from '@/lib/mail/security-notice';
import type { DraftMail } from '@/lib/mail/compose';
import type { CookieJar } from '@/lib/auth/cookies';
import { checkOwnAccessChange, type OwnAccessChange } from '@/lib/auth/own-access';
import { hashPassword } from '@/lib/auth/password';
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/auth/password-policy';
import {
  cleanPasskeyName,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from '@/lib/auth/passkeys';
import { staffPasskeyStore } from '@/lib/auth/passkey-stores';
import { replaceRecoveryCodes, unusedRecoveryCodes } from '@/lib/auth/totp';
import { staffTotpStore } from '@/lib/auth/totp-stores';
import { staffCredentials, unlockStaff } from './credentials';
import type { StaffSession } from './session';
import type { Answer } from '@/lib/http/answer';

export interface MySecurity {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[];
}

export async function mySecurity(staffId: number): Promise<MySecurity> {
  const [member, passkeys, recoveryCodesLeft] = await Promise.all([
    db().staffUser.findUnique({ where: { id: staffId }, select: { totpEnabledAt: true } }),
    db().staffPasskey.findMany({
      where: { staffUserId: staffId },
      orderBy: { createdAt: 'asc' },
      select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    }),
    unusedRecoveryCodes(staffTotpStore, staffId),
  ]);
  return { totp: Boolean(member?.totpEnabledAt), recoveryCodesLeft, passkeys };
}

export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';

/**
 * The member's current password, checked with the sign-in rules (counted before it is checked), and
 * `code` when given: lib/auth/own-access.ts, the customers' rule. A staff session always proved a
 * second factor (the sign-in needs two, and a member left with none has no session).
 */
export async function confirmCurrentPassword(
  staff: StaffSession,
  password: string,
  client: string,
  code?: OwnAccessChange['code'],
): Promise<Answer> {
  const refusal = await checkOwnAccessChange({
    owner: { id: staff.staffId, email: staff.email },
    credentials: staffCredentials,
    password,
    client,
    hasSecondFactor: true,
    sessionProved: true,
    code,
    wrongPassword: WRONG_CURRENT_PASSWORD,
  });
  return refusal ? { ok: false, message: refusal.message } : { ok: true };
}

/** The member's notice mail of a change made from the browser `userAgent`. */
export function staffNotice(staff: Pick<StaffSession, 'email'>, change: SecurityChange, userAgent: string): DraftMail {
  return securityNoticeMail('staff', staff.email, change, { at: new Date(), userAgent });
}

/**
 * The registration options, after the current password: the ceremony they start (a sealed,
 * two-minute, single-use challenge for this member) is what the registration then needs.
 */
export async function newPasskeyOptions(
  jar: CookieJar,
  staff: StaffSession,
  password: string,
  client: string,
): Promise<Answer<{ options: unknown }>> {
  const proof = await confirmCurrentPassword(staff, password, client);
  if (!proof.ok) return proof;
  return {
    ok: true,
    options: await registrationOptions(jar, { id: staff.staffId, email: staff.email }, staffPasskeyStore),
  };
}

/** Stores the new passkey of the ceremony newPasskeyOptions started, with the member's notice mail. */
export async function addPasskey(
  jar: CookieJar,
  staff: StaffSession,
  response: RegistrationResponseJSON,
  name: string,
  userAgent: string,
): Promise<boolean> {
  return registerPasskey(jar, staff.staffId, response, name, staffPasskeyStore, {
    notice: (stored) => staffNotice(staff, { what: 'passkey-added', name: stored }, userAgent),
  });
}

export async function renameMyPasskey(
  staff: StaffSession,
  id: string,
  name: string,
): Promise<Answer<{ before: string; after: string }>> {
  const before = await db().staffPasskey.findFirst({
    where: { id, staffUserId: staff.staffId },
    select: { name: true },
  });
  if (!before) return { ok: false, message: 'Esa llave de acceso ya no existe.', kind: 'missing' };
  if (!(await renamePasskey(staff.staffId, id, name, staffPasskeyStore)))
    return { ok: false, message: 'Escribe un nombre para la llave.' };
  return { ok: true, before: before.name, after: cleanPasskeyName(name) };
}

export const LAST_FACTOR =
  'Es tu única forma de verificar la entrada: añade otra llave de acceso o la aplicación de autenticación antes de quitarla.';

export async function removeMyPasskey(
  staff: StaffSession,
  id: string,
  password: string,
  client: string,
  userAgent: string,
): Promise<Answer<{ name: string }>> {
  const found = await db().staffPasskey.findFirst({
    where: { id, staffUserId: staff.staffId },
    select: { name: true },
  });
  if (!found) return { ok: false, message: 'Esa llave de acceso ya no existe.', kind: 'missing' };
  const proof = await confirmCurrentPassword(staff, password, client);
  if (!proof.ok) return proof;
  const removed = await removePasskey(staff.staffId, id, staffPasskeyStore, () =>
    staffNotice(staff, { what: 'passkey-removed', name: found.name }, userAgent),
  );
  if (!removed) return { ok: false, message: LAST_FACTOR, kind: 'conflict' };
  return { ok: true, name: found.name };
}

/**
 * New recovery codes (the old ones stop working), shown once, after the current password and a
 * current code of the member's app (a recovery code is not taken: it would renew itself), each
 * counted like a sign-in before it is checked.
 */
export async function regenerateRecoveryCodes(
  staff: StaffSession,
  password: string,
  code: string,
  client: string,
  userAgent: string,
): Promise<Answer<{ codes: string[] }>> {
  const member = await db().staffUser.findUnique({ where: { id: staff.staffId }, select: { totpEnabledAt: true } });
  if (!member?.totpEnabledAt)
    return {
      ok: false,
      message: 'Los códigos de recuperación acompañan a la aplicación de autenticación, que no tienes configurada.',
    };
  const proof = await confirmCurrentPassword(staff, password, client, {
    store: staffTotpStore,
    input: code,
    recovery: false,
  });
  if (!proof.ok) return proof;
  const codes = await replaceRecoveryCodes(staffTotpStore, staff.staffId);
  await queueMail(staffNotice(staff, { what: 'recovery-codes' }, userAgent));
  return { ok: true, codes };
}

/**
 * A new password, checked against the current one with the sign-in rules; the member's other
 * sessions end. Passkeys are not touched (each is a credential of its own, which the password
 * never unlocks): the answer says so, and Mi seguridad lists them to remove any not the member's.
 */
export const PASSWORD_CHANGED =
  'Contraseña cambiada. Se han cerrado tus demás sesiones. Tus llaves de acceso siguen valiendo: si alguna de la lista no es tuya, quítala.';

export async function changeMyPassword(
  staff: StaffSession,
  form: { oldpass: string; newpass: string; repeatpass: string },
  client: string,
  userAgent: string,
): Promise<Answer> {
  const problem = passwordProblem(form);
  if (problem) return { ok: false, message: PASSWORD_MESSAGES[problem] };
  const proof = await confirmCurrentPassword(staff, form.oldpass, client);
  if (!proof.ok) return proof;
  const passwordHash = await hashPassword(form.newpass);
  await changeWithMail(
    async (tx) => {
      await tx.staffUser.update({ where: { id: staff.staffId }, data: { passwordHash } });
      await tx.staffSession.deleteMany({ where: { staffUserId: staff.staffId, id: { not: staff.key } } });
    },
    () => staffNotice(staff, { what: 'password' }, userAgent),
  );
  await unlockStaff(staff.email);
  return { ok: true };
}
