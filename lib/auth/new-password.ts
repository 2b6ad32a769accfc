// What follows a new password, whatever the path (a change, the forced change of a temporary
// password, a reset by e-mail, the first one of an invitation): every session ends, a lockout
// lifts, live reset and invitation links die, and the owner gets a notice mail (not for a first password).
import 'server-only';
import { db } from '@/lib/db';
import { passwordChangedMail } from '@/lib/mail/account-mails';
import { queueMail } from '@/lib/mail/queue';
import { voidLinkTokens } from './link-tokens';
import { unlockAccount } from './lockout';
import { hashPassword } from './password';
import { revokeUserSessions } from './session';

export async function setNewPassword(
  user: { id: number; email: string },
  password: string,
  { now = new Date(), notice = true } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db().user.update({ where: { id: user.id }, data: { passwordHash, mustChangePassword: false } });
  await Promise.all([
    revokeUserSessions(user.id),
    unlockAccount(user.email),
    voidLinkTokens(user.id, 'reset'),
    voidLinkTokens(user.id, 'invite'),
  ]);
  if (notice) await queueMail(passwordChangedMail(user.email, now));
}
