// Customer users as staff look after them (/gestion/usuarios, `npm run staff -- accounts …`):
// created by invitation (an e-mailed single-use link to choose the first password, the reset
// mechanism with its own purpose and a longer life; no password is ever printed or mailed),
// turned off and on (off ends every session at once), unlocked, sent a reset link, their sessions
// listed and ended, their second factor reset with a reason. Every write is audited.
import 'server-only';
import { z } from 'zod';
import { mailInvitation } from '@/lib/account/invitations';
import { normalizeEmail } from '@/lib/auth/sign-in';
import { describeBrowser } from '@/lib/http/user-agent';
import { issueLinkToken, voidLinkTokens } from '@/lib/auth/link-tokens';
import { accountKey, accountRule, unlockAccount } from '@/lib/auth/lockout';
import { INVITE_LINK_DAYS, RESET_LINK_MINUTES } from '@/lib/auth/password-reset';
import { endedSessionsWhere, revokeUserSessions } from '@/lib/auth/session';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { db } from '@/lib/db';
import { countMatches, matchingRows } from '@/lib/db/search';
import { env } from '@/lib/env';
import { Prisma } from '@/lib/generated/prisma/client';
import { attempts } from '@/lib/http/rate-limit';
import { resetMail, secondFactorResetMail } from '@/lib/mail/account-mails';
import { queueMail } from '@/lib/mail/queue';
import { audit, type Operator } from './audit';
import { checkContactForm, linkContact, type ContactForm } from './contacts';
import { CustomerError } from './errors';
import { hotelByRef } from './hotels';

export const USERS_PAGE_SIZE = 25;

const yesNo = (b: boolean) => (b ? 'sí' : 'no');

async function userOf(id: number) {
  return db().user.findUnique({
    where: { id },
    select: { id: true, email: true, passwordHash: true, disabledAt: true },
  });
}

/**
 * A new customer user by invitation, optionally linked to a hotel as a contact in the same step
 * (the contact is checked before anything is created). An e-mail invited before who has not
 * chosen a password yet gets a fresh invitation (the old link dies); an active account is refused.
 */
export async function inviteCustomer(
  who: Operator,
  emailRaw: string,
  contact?: { hotel: string; form: Partial<Record<keyof ContactForm, string>> },
): Promise<{ id: number; email: string; reinvited: boolean }> {
  const email = normalizeEmail(emailRaw);
  if (!z.email().safeParse(email).success || email.length > 254)
    throw new CustomerError(`Correo no válido: ${emailRaw}`);
  if (contact) {
    checkContactForm(contact.form);
    await hotelByRef(contact.hotel);
  }
  const existing = await db().user.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true, disabledAt: true },
  });
  if (existing && (existing.passwordHash || existing.disabledAt)) {
    throw new CustomerError(
      `Ya existe el usuario ${email}${existing.disabledAt ? ' (desactivado: actívalo en su ficha)' : ': enlázalo al hotel desde su ficha o envíale un enlace para restablecer la contraseña'}.`,
    );
  }
  // An empty password hash: no password signs in until the invitation's link sets one.
  const user =
    existing ?? (await db().user.create({ data: { email, passwordHash: '' }, select: { id: true, email: true } }));
  if (contact) await linkContact(who, user.id, contact.hotel, contact.form);
  await mailInvitation(user);
  await audit(who, {
    action: existing ? 'customer.reinvited' : 'customer.invited',
    objectType: 'usuario',
    objectId: user.id,
    changes: { Correo: user.email, Validez: `${INVITE_LINK_DAYS} días` },
  });
  return { id: user.id, email: user.email, reinvited: Boolean(existing) };
}

/**
 * Turns an account off (every session ends at once, live links die) or back on. The sessions are
 * deleted in the same transaction as the mark; a session a sign-in starts after it is refused at
 * the session check, which reads the user's mark (lib/auth/session.ts).
 */
export async function setCustomerDisabled(
  who: Operator,
  id: number,
  disabled: boolean,
): Promise<{ email: string; changed: boolean } | null> {
  const user = await userOf(id);
  if (!user) return null;
  if (Boolean(user.disabledAt) === disabled) return { email: user.email, changed: false };
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { disabledAt: disabled ? new Date() : null } });
    if (disabled) await revokeUserSessions(id, tx);
    await audit(
      who,
      {
        action: disabled ? 'customer.disabled' : 'customer.enabled',
        objectType: 'usuario',
        objectId: id,
        changes: { Activo: [yesNo(disabled), yesNo(!disabled)], Correo: user.email },
      },
      tx,
    );
  });
  if (disabled) await Promise.all([voidLinkTokens(id, 'reset'), voidLinkTokens(id, 'invite')]);
  return { email: user.email, changed: true };
}

export async function unlockCustomer(who: Operator, id: number): Promise<string | null> {
  const user = await userOf(id);
  if (!user) return null;
  await unlockAccount(user.email);
  await audit(who, {
    action: 'customer.unlocked',
    objectType: 'usuario',
    objectId: id,
    changes: { Correo: user.email },
  });
  return user.email;
}

/**
 * Mails a reset link (the customers' own mechanism: 30 minutes, once). A user still to choose a
 * first password gets a new invitation instead.
 */
export async function sendResetLink(
  who: Operator,
  id: number,
): Promise<{ email: string; kind: 'reset' | 'invite' } | null> {
  const user = await userOf(id);
  if (!user) return null;
  if (user.disabledAt) throw new CustomerError('La cuenta está desactivada: actívala antes de enviarle un enlace.');
  if (!user.passwordHash) {
    await mailInvitation(user);
    await audit(who, {
      action: 'customer.reinvited',
      objectType: 'usuario',
      objectId: id,
      changes: { Correo: user.email, Validez: `${INVITE_LINK_DAYS} días` },
    });
    return { email: user.email, kind: 'invite' };
  }
  const token = await issueLinkToken(user.id, 'reset', RESET_LINK_MINUTES * 60);
  await queueMail(resetMail(user.email, token, RESET_LINK_MINUTES));
  await audit(who, {
    action: 'customer.reset-link',
    objectType: 'usuario',
    objectId: id,
    changes: { Correo: user.email, Validez: `${RESET_LINK_MINUTES} minutos` },
  });
  return { email: user.email, kind: 'reset' };
}

/** Ends one session of the user (by its id as listed) or, without one, all of them. */
export async function endCustomerSessions(who: Operator, id: number, sessionId?: string): Promise<number | null> {
  const user = await userOf(id);
  if (!user) return null;
  const ended = (await db().session.deleteMany({ where: { userId: id, ...(sessionId ? { id: sessionId } : {}) } }))
    .count;
  if (ended > 0)
    await audit(who, {
      action: 'customer.sessions-ended',
      objectType: 'usuario',
      objectId: id,
      changes: { Correo: user.email, Sesiones: String(ended) },
    });
  return ended;
}

/**
 * Removes the user's second factor (authenticator app, recovery codes, passkeys), e.g. after a lost
 * phone, with the reason in the audit trail; the user gets a notice mail. The sessions that proved
 * the removed factor no longer count as having proved one: a billing contact of a hotel that
 * requires it gets no invoices until enrolled again.
 */
export async function resetSecondFactor(
  who: Operator,
  id: number,
  reasonRaw: string,
): Promise<{ email: string } | null> {
  const reason = reasonRaw.trim();
  if (reason.length < 5)
    throw new CustomerError('Escribe el motivo (p. ej. «móvil perdido, confirmado por teléfono»).');
  if (reason.length > 300) throw new CustomerError('El motivo: como mucho 300 caracteres.');
  const user = await db().user.findUnique({
    where: { id },
    select: { email: true, totpEnabledAt: true, _count: { select: { passkeys: true } } },
  });
  if (!user) return null;
  if (!user.totpEnabledAt && user._count.passkeys === 0)
    throw new CustomerError('Este usuario no tiene verificación en dos pasos ni llaves de acceso.');
  // One transaction: the app, the passkeys and the audit entry go together or not at all.
  await db().$transaction(async (tx) => {
    await customerTotpStore.clear(id, tx);
    await tx.passkey.deleteMany({ where: { userId: id } });
    await tx.session.updateMany({ where: { userId: id }, data: { secondFactorAt: null } });
    await audit(
      who,
      {
        action: 'customer.2fa-reset',
        objectType: 'usuario',
        objectId: id,
        changes: {
          Correo: user.email,
          'Aplicación de autenticación': [yesNo(Boolean(user.totpEnabledAt)), 'no'],
          'Llaves de acceso': [String(user._count.passkeys), '0'],
          Motivo: reason,
        },
      },
      tx,
    );
  });
  await queueMail(secondFactorResetMail(user.email, new Date()));
  return { email: user.email };
}

export interface UserRow {
  id: number;
  email: string;
  state: UserState;
  hotels: string[];
}

export type UserState = 'active' | 'invited' | 'disabled';

/** A user's state as the list and the user's page say it: of the account, as /gestion/personal does. */
export const USER_STATE_LABELS: Record<UserState, string> = {
  active: 'Activa',
  invited: 'Invitación pendiente',
  disabled: 'Desactivada',
};

function stateOf(u: { passwordHash: string; disabledAt: Date | null }): UserState {
  return u.disabledAt ? 'disabled' : u.passwordHash ? 'active' : 'invited';
}

const CUSTOMER_ROW = {
  id: true,
  email: true,
  passwordHash: true,
  disabledAt: true,
  // Put in order here, not by the query: a few per user, where ORDER BY would sort the contacts of
  // the whole page on SQLite.
  contacts: { select: { id: true, hotel: { select: { name: true } } } },
} as const satisfies Prisma.UserSelect;

/**
 * Users by e-mail, 25 a page. A search finds users by the start of any word of their address, of
 * their name as a contact or of their hotels' names (lib/db/search, "UserSearch"): the page walks
 * the e-mail index testing each user against the matches read once from the full-text index, and
 * the total is counted in that index, so neither reads the users, contacts and hotels whole.
 */
export async function listCustomers(q: string, page: number): Promise<{ rows: UserRow[]; total: number }> {
  const search = q.trim().slice(0, 100);
  const skip = (Math.max(1, page) - 1) * USERS_PAGE_SIZE;
  const matching = matchingRows('user', search);
  const [rows, total] = matching
    ? await Promise.all([
        db()
          .$queryRaw<Array<{ id: number }>>(
            Prisma.sql`SELECT "id" FROM "User" WHERE ${matching} ORDER BY "email" LIMIT ${USERS_PAGE_SIZE} OFFSET ${skip}`,
          )
          // The page's users in the order found (no ORDER BY: it would sort them again).
          .then(async (ids) => {
            const found = await db().user.findMany({
              where: { id: { in: ids.map((r) => r.id) } },
              select: CUSTOMER_ROW,
            });
            const byId = new Map(found.map((u) => [u.id, u]));
            return ids.flatMap((r) => byId.get(r.id) ?? []);
          }),
        countMatches('user', search).then((n) => n ?? 0),
      ])
    : await Promise.all([
        db().user.findMany({ orderBy: [{ email: 'asc' }], skip, take: USERS_PAGE_SIZE, select: CUSTOMER_ROW }),
        db().user.count(),
      ]);
  return {
    rows: rows.map((u) => ({
      id: u.id,
      email: u.email,
      state: stateOf(u),
      hotels: u.contacts.toSorted((a, b) => a.id - b.id).map((c) => c.hotel.name),
    })),
    total,
  };
}

/** Everything the user's page shows: state, lockout, second factor, contacts, live sessions. */
export async function customerDetail(id: number, now = new Date()) {
  const user = await db().user.findUnique({
    where: { id },
    select: {
      id: true,
      email: true,
      passwordHash: true,
      disabledAt: true,
      createdAt: true,
      mustChangePassword: true,
      totpEnabledAt: true,
      passkeys: { select: { name: true, createdAt: true, lastUsedAt: true }, orderBy: { createdAt: 'asc' } },
      contacts: {
        include: { hotel: { select: { id: true, name: true, city: true, requireBillingTwoFactor: true } } },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!user) return null;
  const [sessions, failures, recoveryCodesLeft] = await Promise.all([
    db().session.findMany({ where: { userId: id, NOT: endedSessionsWhere(now) }, orderBy: { lastSeenAt: 'desc' } }),
    attempts(accountRule(), accountKey(user.email)),
    customerTotpStore.unusedRecoveryCodes(id),
  ]);
  const { passwordHash, ...rest } = user;
  return {
    ...rest,
    state: stateOf({ passwordHash, disabledAt: user.disabledAt }),
    locked: failures >= env().LOGIN_MAX_FAILURES,
    failures,
    recoveryCodesLeft,
    sessions: sessions.map((s) => ({
      id: s.id,
      ...describeBrowser(s.userAgent),
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
    })),
  };
}
