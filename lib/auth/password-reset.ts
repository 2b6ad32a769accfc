// Password reset by e-mail (SolicitarRecuperacionPass, RestablecerPass, which also takes the
// invitation link staff send a new customer user), after the OWASP Forgot
// Password cheat sheet: the request always gets the same answer in the same time (the lookup and
// the mail happen after the answer), the link is single-use, valid RESET_LINK_MINUTES, carried in
// the URL fragment, and only its hash is stored. Success changes the password like any other path
// (lib/auth/new-password.ts: sessions end, a lockout lifts, a notice mail goes out).
import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { refusals } from '@/lib/http/errors';
import { consume, type LimitRule } from '@/lib/http/rate-limit';
import { log } from '@/lib/log';
import { resetMail } from '@/lib/mail/account-mails';
import { queueMail } from '@/lib/mail/queue';
import { issueLinkToken, spendLinkToken, type LinkCheck } from './link-tokens';
import { accountKey } from './lockout';
import { setNewPassword } from './new-password';
import type { PasswordChangeAnswer } from './password-change';
import { newPasswordProblem, PASSWORD_MESSAGES } from './password-policy';
import { emailTag, normalizeEmail } from './sign-in';

export const RESET_LINK_MINUTES = 30;
/** An invitation (a customer user created by staff) is a link of purpose 'invite' to choose the first password. */
export const INVITE_LINK_DAYS = 7;

// Three limits, each per hour. A stranger must not be able to use up the owner's links, so an
// e-mail's own allowance is counted per requesting address: asking for someone else's links from
// one connection uses up that connection's allowance only. The per-e-mail ceiling is what stops a
// crowd of addresses from flooding one inbox: RESET_EMAIL_LIMIT (10) mails an hour, each voiding
// the one before, is no mail bomb, and holding the owner off needs that many requests from at
// least four fresh addresses every hour, each logged as auth.reset-limited.
/** Links asked for per client address, any e-mail (RESET_IP_LIMIT): past it, 429. */
const addressRule = (): LimitRule => ({ name: 'reset-ip', points: env().RESET_IP_LIMIT, durationSeconds: 3600 });
/** Links mailed to one e-mail at the request of one address. */
const RESET_PER_ADDRESS_AND_EMAIL = 3;
const emailAndAddressRule: LimitRule = {
  name: 'reset-email-ip',
  points: RESET_PER_ADDRESS_AND_EMAIL,
  durationSeconds: 3600,
};
/** Links mailed to one e-mail from every address together (RESET_EMAIL_LIMIT). */
const emailRule = (): LimitRule => ({
  name: 'reset-email-all',
  points: env().RESET_EMAIL_LIMIT,
  durationSeconds: 3600,
});

export const RESET_MESSAGES = {
  resetTooMany: 'Has pedido demasiados enlaces desde tu conexión. Inténtalo de nuevo dentro de una hora o llámanos.',
  resetLinkExpired: 'Este enlace ha caducado (vale 30 minutos). Pide otro y úsalo en cuanto te llegue.',
  resetLinkUsed: 'Este enlace ya se ha usado. Si necesitas cambiar otra vez la contraseña, pide otro.',
  resetLinkInvalid: 'Este enlace no es válido o se ha sustituido por otro más reciente. Pide uno nuevo.',
  inviteLinkExpired: `Esta invitación ha caducado (vale ${INVITE_LINK_DAYS} días). Pide un enlace nuevo con «¿Has olvidado tu contraseña?» y tu correo.`,
  inviteLinkUsed: 'Esta invitación ya se ha usado: entra con tu correo y la contraseña que elegiste.',
} as const;

// Work left running after the answer, so tests (and a graceful stop) can wait for it.
const background = new Set<Promise<void>>();

/** Resolves when the reset mails requested so far have been queued. */
export async function settleResetRequests(): Promise<void> {
  while (background.size) await Promise.all([...background]);
}

/** SolicitarRecuperacionPass: returns at once whether or not the account exists; 429 past the address limit. */
export async function requestPasswordReset(emailRaw: string, client: string): Promise<void> {
  if (!(await consume(addressRule(), client)).allowed) throw refusals.tooMany(RESET_MESSAGES.resetTooMany);
  const email = normalizeEmail(emailRaw).slice(0, 254);
  const work = mailResetLink(email, client).catch((error) =>
    log().error({ event: 'auth.reset-failed', err: error }, 'reset link not queued'),
  );
  background.add(work);
  void work.finally(() => background.delete(work));
}

async function mailResetLink(email: string, client: string): Promise<void> {
  if (!z.email().safeParse(email).success) return;
  // Counted for every address typed, known or not, so the limits tell nothing either. The
  // ceiling is counted only for requests within their address's allowance, so one connection
  // takes at most RESET_PER_ADDRESS_AND_EMAIL of it.
  const limited = (limit: 'address' | 'all') =>
    log().info(
      { event: 'auth.reset-limited', emailTag: emailTag(email), client, limit },
      'reset link not sent: too many for this e-mail',
    );
  if (!(await consume(emailAndAddressRule, emailAndAddressKey(email, client))).allowed) return limited('address');
  if (!(await consume(emailRule(), accountKey(email))).allowed) return limited('all');
  // A disabled account gets no link: it could not sign in with the new password anyway.
  const user = await db().user.findFirst({ where: { email, disabledAt: null }, select: { id: true, email: true } });
  if (!user) return;
  const token = await issueLinkToken(user.id, 'reset', RESET_LINK_MINUTES * 60);
  await queueMail(resetMail(user.email, token, RESET_LINK_MINUTES));
  log().info({ event: 'auth.reset-requested', userId: user.id }, 'reset link queued');
}

/** The counter key of an e-mail asked for from one address: a hash, so the table holds neither. */
function emailAndAddressKey(email: string, client: string): string {
  return createHash('sha256').update(`${email}\n${client}`).digest('hex');
}

function refused(key: keyof typeof PASSWORD_MESSAGES | keyof typeof RESET_MESSAGES): PasswordChangeAnswer {
  const text =
    key in PASSWORD_MESSAGES
      ? PASSWORD_MESSAGES[key as keyof typeof PASSWORD_MESSAGES]
      : RESET_MESSAGES[key as keyof typeof RESET_MESSAGES];
  return { loginok: false, exceptionmessage: text, exceptionmessagetraducible: key };
}

function linkRefusal(link: Exclude<LinkCheck, { ok: true }>): keyof typeof RESET_MESSAGES {
  const invite = link.purpose === 'invite';
  if (link.reason === 'expired') return invite ? 'inviteLinkExpired' : 'resetLinkExpired';
  if (link.reason === 'used') return invite ? 'inviteLinkUsed' : 'resetLinkUsed';
  return 'resetLinkInvalid';
}

/**
 * RestablecerPass: a new password through a reset link, or the first one through an invitation.
 * Does not sign in: the user then signs in. Not rate-limited: a token is 256 random bits, and only
 * a live one does anything.
 */
export async function resetPasswordWithLink(
  form: { token: string; newpass: string; repeatpass: string },
  client: string,
): Promise<PasswordChangeAnswer> {
  const problem = newPasswordProblem(form);
  if (problem) return refused(problem);
  const link = await spendLinkToken(form.token, ['reset', 'invite']);
  if (!link.ok) return refused(linkRefusal(link));
  const user = await db().user.findFirst({
    where: { id: link.userId, disabledAt: null },
    select: { id: true, email: true },
  });
  if (!user) return refused('resetLinkInvalid');
  // The first password of an invitation is no change to warn the owner about.
  await setNewPassword(user, form.newpass, { notice: link.purpose === 'reset' });
  log().info(
    { event: link.purpose === 'invite' ? 'auth.invitation-accepted' : 'auth.password-reset', userId: user.id, client },
    'password set by e-mailed link',
  );
  return { loginok: true, exceptionmessage: '', exceptionmessagetraducible: '' };
}
